// The url-shortener's backend calls (schemas/sql/0014_short_links.sql) through the shared Supabase client.
import { deviceId, getSupabase } from '@/lib/supabase'
import { safeTarget } from './logic'

export type LinkFailure = 'offline' | 'taken' | 'notFound' | 'failed'

const offline = () => typeof navigator !== 'undefined' && !navigator.onLine

export async function storeLink(
  code: string,
  url: string,
): Promise<{ ok: true } | { ok: false; reason: LinkFailure }> {
  try {
    const db = await getSupabase()
    const { error } = await db.from('short_links').insert({ code, url, device_id: deviceId() })
    if (!error) return { ok: true }
    return { ok: false, reason: offline() ? 'offline' : error.code === '23505' ? 'taken' : 'failed' }
  } catch {
    return { ok: false, reason: offline() ? 'offline' : 'failed' }
  }
}

/** The target of a code (counting the click). */
export async function resolveLink(
  code: string,
): Promise<{ ok: true; url: string } | { ok: false; reason: LinkFailure }> {
  if (offline()) return { ok: false, reason: 'offline' }
  try {
    const db = await getSupabase()
    const { data, error } = await db.rpc('resolve_short_link', { p_code: code })
    if (error) return { ok: false, reason: offline() ? 'offline' : 'failed' }
    const url = safeTarget(data)
    return url ? { ok: true, url } : { ok: false, reason: 'notFound' }
  } catch {
    return { ok: false, reason: offline() ? 'offline' : 'failed' }
  }
}

/** Click counts of this device's links; [] when they cannot be fetched. */
export async function linkStats(codes: string[]): Promise<{ code: string; clicks: number }[]> {
  if (codes.length === 0 || offline()) return []
  try {
    const db = await getSupabase()
    const { data } = await db.rpc('short_link_stats', { p_device: deviceId(), p_codes: codes })
    return Array.isArray(data)
      ? (data as { code: unknown; clicks: unknown }[]).flatMap((r) =>
          typeof r.code === 'string' ? [{ code: r.code, clicks: Number(r.clicks) || 0 }] : [],
        )
      : []
  } catch {
    return []
  }
}
