// The admin's own token for the few rows a test must change directly (the UI for that is another page).
import type { APIRequestContext, Page } from '@playwright/test'
// @ts-expect-error -- a plain .mjs without type declarations; it exports the one secret string
import { E2E_JWT_SECRET } from '../../../scripts/e2e-env.mjs'
import { apiKeys } from '../../../server/keys.ts'
import { ADMIN } from './auth-helpers'

const ANON_KEY = apiKeys(process.env.AUTOBAHI_JWT_SECRET ?? (E2E_JWT_SECRET as string)).anonKey

/** PATCHes the users row of `userId` as the seeded admin. */
export async function updateUserAsAdmin(
  request: APIRequestContext,
  userId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: ANON_KEY },
    data: ADMIN,
  })
  if (!token.ok()) throw new Error(`admin sign-in failed: ${token.status()}`)
  const { access_token } = (await token.json()) as { access_token: string }
  const response = await request.patch(`/rest/v1/users?id=eq.${userId}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${access_token}`, Prefer: 'return=minimal' },
    data: patch,
  })
  if (!response.ok()) throw new Error(`PATCH users: ${response.status()} ${await response.text()}`)
}

/** The signed-in user's id, from the session supabase-js persisted. */
export async function currentUserId(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sb-autobahi-auth-token') ?? '{}') as { user: { id: string } }).user
        .id,
  )
}
