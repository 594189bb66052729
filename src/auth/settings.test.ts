import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@/lib/supabase'
import { ensureSettings } from './settings'

type Row = Record<string, unknown>

// A stand-in for the three query shapes ensureSettings uses, backed by an array of rows.
function fakeClient(rows: Row[], calls: string[]): SupabaseClient {
  const query = (op: string, payload?: Row) => {
    const builder = {
      eq: () => builder,
      select: () => builder,
      maybeSingle: async () => {
        calls.push(op)
        if (op === 'upsert' && payload) {
          rows.push({ ...payload, company_name: 'AutoBahi' })
          return { data: rows[rows.length - 1], error: null }
        }
        return { data: rows[0] ?? null, error: null }
      },
      single: async () => ({ data: rows[0], error: null }),
    }
    return builder
  }
  return {
    from: () => ({ select: () => query('select'), upsert: (row: Row) => query('upsert', row) }),
  } as unknown as SupabaseClient
}

describe('ensureSettings', () => {
  it('refuses without a user', async () => {
    await expect(ensureSettings(fakeClient([], []), null)).rejects.toThrow('User not authenticated.')
  })
  it('returns the existing row without writing', async () => {
    const calls: string[] = []
    const row = await ensureSettings(
      fakeClient([{ user_id: 'u', company_name: 'Shree Ganesh Motors' }], calls),
      'u',
    )
    expect(row.company_name).toBe('Shree Ganesh Motors')
    expect(calls).toEqual(['select'])
  })
  it('inserts the defaults on the first read', async () => {
    const calls: string[] = []
    const row = await ensureSettings(fakeClient([], calls), 'u')
    expect(calls).toEqual(['select', 'upsert'])
    expect(row).toMatchObject({ user_id: 'u', company_name: 'AutoBahi' })
  })
})
