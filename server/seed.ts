import type { ServerContext } from './context.ts'
import { createUser, findUserByEmail } from './auth-store.ts'
import { MAX_PASSWORD_BYTES, passwordTooLong } from './passwords.ts'

export type SeedResult = { created: boolean; users: { email: string; password: string; role: string }[] }

export const DEMO_ADMIN = {
  email: 'admin@autobahi.local',
  password: process.env.AUTOBAHI_ADMIN_PASSWORD ?? 'admin-autobahi',
  role: 'admin',
}
export const DEMO_USER = {
  email: 'demo@autobahi.local',
  password: process.env.AUTOBAHI_DEMO_PASSWORD ?? 'demo-autobahi',
  role: 'user',
}

/** First run only: a demo admin and a demo dealership user with a filled-in settings row. */
export async function seedDemo(ctx: ServerContext): Promise<SeedResult> {
  const users = [DEMO_ADMIN, DEMO_USER]
  if (await findUserByEmail(ctx.db, DEMO_ADMIN.email)) return { created: false, users }
  for (const [u, name] of [
    [DEMO_ADMIN, 'AUTOBAHI_ADMIN_PASSWORD'],
    [DEMO_USER, 'AUTOBAHI_DEMO_PASSWORD'],
  ] as const) {
    // Stored as bcrypt, which reads 72 bytes: refuse rather than truncate.
    if (passwordTooLong(u.password)) throw new Error(`${name} is longer than ${MAX_PASSWORD_BYTES} bytes`)
  }
  await ctx.db.transaction(async (tx) => {
    const admin = await createUser(tx, DEMO_ADMIN.email, DEMO_ADMIN.password, { full_name: 'AutoBahi Admin' })
    await tx.query(
      `update public.users set role = 'admin', max_devices = 10, app_valid_till = (now() at time zone 'Asia/Kolkata')::date + 3650 where id = $1`,
      [admin.id],
    )
    const demo = await createUser(tx, DEMO_USER.email, DEMO_USER.password, { full_name: 'Demo Dealer' })
    const full = `(select jsonb_object_agg(k, 'full') from jsonb_object_keys(access) k)`
    await tx.query(
      `update public.users set access = ${full}, max_devices = 2, app_valid_till = (now() at time zone 'Asia/Kolkata')::date + 365 where id = $1`,
      [demo.id],
    )
    await tx.query(
      `insert into public.settings (user_id, company_name, gst_no, pan, mobile, address, state, district, pin_code, bank_details, terms_and_conditions)
       values ($1, 'Shree Ganesh Motors', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 'Plot 12, MIDC Road', 'Maharashtra', 'Pune', '411019',
               $2, 'Goods once sold will not be taken back. Subject to Pune jurisdiction.')`,
      [
        demo.id,
        JSON.stringify({
          account_holder_name: 'Shree Ganesh Motors',
          account_number: '50200012345678',
          bank_name: 'HDFC Bank',
          ifsc_code: 'HDFC0001234',
        }),
      ],
    )
  })
  return { created: true, users }
}
