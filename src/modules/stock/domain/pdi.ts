// A pre-delivery inspection as recorded on the unit (research/modules.md §3.3 task 2): passed or not, when, by
// whom, what was checked and any remarks. The latest one stands; with the setting, only a passed PDI lets the
// unit be allotted or invoiced.
import type { Vehicle } from '@schemas/vehicles.schema'

export const PDI_CHECKS = [
  'exterior',
  'interior',
  'electrical',
  'fluids',
  'tyres',
  'documents',
  'accessories',
] as const

export type PdiDraft = {
  status: 'ok' | 'not_ok' | ''
  date: string
  by: string
  checklist: string[]
  remarks: string
}

export function checkPdi(
  d: PdiDraft,
  today: string,
): { ok: true; value: NonNullable<Vehicle['pdi']> } | { ok: false; field: 'status' | 'date' | 'remarks' } {
  if (!d.status) return { ok: false, field: 'status' }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date) || d.date > today) return { ok: false, field: 'date' }
  // A failed inspection says what failed.
  if (d.status === 'not_ok' && !d.remarks.trim()) return { ok: false, field: 'remarks' }
  return {
    ok: true,
    value: {
      status: d.status,
      date: d.date,
      ...(d.by.trim() ? { by: d.by.trim().slice(0, 80) } : {}),
      checklist: PDI_CHECKS.filter((c) => d.checklist.includes(c)),
      ...(d.remarks.trim() ? { remarks: d.remarks.trim().slice(0, 500) } : {}),
    },
  }
}
