// Direct calls to the e2e backend for checks the UI does not show (rows in tables), with the admin's own
// token as the app would use it — never the service key.
import type { APIRequestContext } from '@playwright/test'
// @ts-expect-error -- a plain .mjs without type declarations; it exports the one secret string
import { E2E_JWT_SECRET } from '../../../scripts/e2e-env.mjs'
import { apiKeys } from '../../../server/keys.ts'

export const ANON_KEY = apiKeys(process.env.AUTOBAHI_JWT_SECRET ?? (E2E_JWT_SECRET as string)).anonKey

/** An access token for the seeded admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: ANON_KEY },
    data: { email: 'admin@autobahi.local', password: 'admin-autobahi' },
  })
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** GET /rest/v1/<path> as the admin. */
export async function restAsAdmin<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await adminToken(request)
  const response = await request.get(`/rest/v1/${path}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
  })
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}
