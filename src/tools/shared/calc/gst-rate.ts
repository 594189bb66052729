// GST rates as a person types and picks them (percent text, today's slabs). Shared by the calculators
// that take a GST rate, over src/utils/gst.ts so they offer exactly the slabs invoices accept.
import { gstSlabsOn, isValidRateBp } from '@/utils/gst'
import type { PlainDate } from '@/utils/plain-date'
import type { Result } from '@/utils/result'
import { fail } from '@/utils/result'

export type RatePreset = { rateBp: number; current: boolean }

/** Rate buttons for a document date: that date's slabs, plus 12 % and 28 % marked not current after GST 2.0. */
export function gstRatePresets(date: PlainDate): RatePreset[] {
  const slabs = gstSlabsOn(date)
  const current = slabs.ok ? [...slabs.value.ratesBp] : []
  const legacy = [1200, 2800].filter((r) => !current.includes(r))
  return [
    ...current.map((rateBp) => ({ rateBp, current: true })),
    ...legacy.map((rateBp) => ({ rateBp, current: false })),
  ].sort((a, b) => a.rateBp - b.rateBp)
}

/** Parses a custom rate typed as a percentage ("18", "0.25", "12.5 %") into basis points. */
export function parseRatePercent(input: string): Result<number, 'empty' | 'invalid' | 'out-of-range'> {
  const s = input.replace(/%/g, '').trim()
  if (s === '') return fail('empty')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return fail('invalid')
  const [int = '0', frac = ''] = s.split('.')
  const bp = Number(int) * 100 + Number(frac.padEnd(2, '0'))
  return isValidRateBp(bp) ? { ok: true, value: bp } : fail('out-of-range')
}

/** Basis points as a percent string without trailing zeros: 25 → "0.25", 1800 → "18". */
export function bpToPercent(rateBp: number): string {
  return String(rateBp / 100)
}
