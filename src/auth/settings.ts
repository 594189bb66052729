import type { SupabaseClient } from '@/lib/supabase'
import { authText } from './auth-strings'
import type { CompanySettings } from './local-cache'

/** The user's settings row; the first read inserts the defaults when there is none (spec §4, §7). */
export async function ensureSettings(
  client: SupabaseClient,
  userId: string | null | undefined,
): Promise<CompanySettings> {
  if (!userId) throw new Error(authText('notAuthenticated'))
  const found = await client.from('settings').select('*').eq('user_id', userId).maybeSingle()
  if (found.error) throw found.error
  if (found.data) return found.data as CompanySettings
  // The table's column defaults are the default settings; a racing second tab may have inserted first.
  const inserted = await client
    .from('settings')
    .upsert({ user_id: userId }, { onConflict: 'user_id', ignoreDuplicates: true })
    .select('*')
    .maybeSingle()
  if (inserted.error) throw inserted.error
  if (inserted.data) return inserted.data as CompanySettings
  const again = await client.from('settings').select('*').eq('user_id', userId).single()
  if (again.error) throw again.error
  return again.data as CompanySettings
}
