import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { signJwt } from './jwt.ts'

/** AUTOBAHI_JWT_SECRET wins; otherwise one secret is generated per data folder and kept there (mode 0600). */
export async function loadJwtSecret(dataDir: string | undefined, explicit?: string): Promise<string> {
  const fromEnv = explicit ?? process.env.AUTOBAHI_JWT_SECRET
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTOBAHI_JWT_SECRET must be at least 32 characters')
    return fromEnv
  }
  if (!dataDir) return randomBytes(32).toString('base64url')
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

// A fixed issue time keeps the API keys identical across restarts, so a built app keeps its anon key.
const KEY_IAT = 1_767_225_600
const KEY_EXP = KEY_IAT + 20 * 365 * 24 * 3600

export function apiKeys(secret: string): { anonKey: string; serviceKey: string } {
  return {
    anonKey: signJwt(
      { iss: 'supabase', ref: 'autobahi-local', role: 'anon', iat: KEY_IAT, exp: KEY_EXP },
      secret,
    ),
    serviceKey: signJwt(
      { iss: 'supabase', ref: 'autobahi-local', role: 'service_role', iat: KEY_IAT, exp: KEY_EXP },
      secret,
    ),
  }
}
