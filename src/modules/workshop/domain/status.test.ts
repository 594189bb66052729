import { describe, expect, it } from 'vitest'
import type { JobStatus } from '@schemas/index'
import { JOB_STATUSES } from '@schemas/job-cards.schema'
import {
  approvalCovers,
  canMove,
  isFinal,
  transitionBlockers,
  transitionPatch,
  type TransitionCard,
} from './status'

const card = (over: Partial<TransitionCard> = {}): TransitionCard => ({
  status: 'open',
  complaints: ['Brake noise'],
  labourCount: 1,
  partsCount: 1,
  approved_estimate: 1000_00,
  approved_at: 1_700_000_000_000,
  ...over,
})

describe('status machine', () => {
  it('follows open → in progress ⇄ awaiting parts → ready → delivered', () => {
    expect(canMove('open', 'in_progress')).toBe(true)
    expect(canMove('in_progress', 'awaiting_parts')).toBe(true)
    expect(canMove('awaiting_parts', 'in_progress')).toBe(true)
    expect(canMove('in_progress', 'ready')).toBe(true)
    expect(canMove('ready', 'delivered')).toBe(true)
    expect(canMove('ready', 'in_progress')).toBe(true)
  })
  it('refuses skipping steps and leaving a final state', () => {
    expect(canMove('open', 'ready')).toBe(false)
    expect(canMove('open', 'delivered')).toBe(false)
    expect(canMove('awaiting_parts', 'ready')).toBe(false)
    for (const to of JOB_STATUSES) {
      expect(canMove('delivered', to)).toBe(false)
      expect(canMove('cancelled', to)).toBe(false)
    }
    expect(transitionBlockers(card({ status: 'open' }), 'delivered', { grandTotal: 0 })).toEqual([
      'not-allowed',
    ])
  })
  it('may cancel from every state before delivered, with a reason only', () => {
    const before: JobStatus[] = ['open', 'in_progress', 'awaiting_parts', 'ready']
    for (const s of before) {
      expect(transitionBlockers(card({ status: s }), 'cancelled', { grandTotal: 0 })).toEqual([
        'cancel-reason-required',
      ])
      expect(
        transitionBlockers(card({ status: s }), 'cancelled', { grandTotal: 0, cancelReason: '  ' }),
      ).toEqual(['cancel-reason-required'])
      expect(
        transitionBlockers(card({ status: s }), 'cancelled', { grandTotal: 0, cancelReason: 'No show' }),
      ).toEqual([])
    }
    expect(isFinal('delivered') && isFinal('cancelled') && !isFinal('ready')).toBe(true)
  })
  it('needs a complaint to start work, and lines before ready', () => {
    expect(transitionBlockers(card({ complaints: [' '] }), 'in_progress', { grandTotal: 0 })).toEqual([
      'complaint-required',
    ])
    expect(
      transitionBlockers(card({ status: 'in_progress', labourCount: 0, partsCount: 0 }), 'ready', {
        grandTotal: 0,
      }),
    ).toEqual(['lines-required'])
    expect(
      transitionBlockers(card({ status: 'in_progress', labourCount: 0 }), 'ready', { grandTotal: 0 }),
    ).toEqual([])
  })
  it('delivers only with an approval that covers the grand total', () => {
    const ready = card({ status: 'ready' })
    expect(transitionBlockers(ready, 'delivered', { grandTotal: 1000_00 })).toEqual([])
    expect(transitionBlockers(ready, 'delivered', { grandTotal: 1000_01 })).toEqual(['approval-below-total'])
    expect(
      transitionBlockers(card({ status: 'ready', approved_at: null }), 'delivered', { grandTotal: 1 }),
    ).toEqual(['approval-required'])
    expect(
      transitionBlockers(card({ status: 'ready', approved_estimate: undefined }), 'delivered', {
        grandTotal: 1,
      }),
    ).toEqual(['approval-required'])
    expect(approvalCovers({ approved_estimate: 500, approved_at: 1 }, 500)).toBe(true)
    expect(approvalCovers({ approved_estimate: 500, approved_at: null }, 0)).toBe(false)
  })
  it('writes the delivery time or the trimmed cancel reason', () => {
    expect(transitionPatch('delivered', 42)).toEqual({ status: 'delivered', delivered_at: 42 })
    expect(transitionPatch('cancelled', 42, '  Customer took the car ')).toEqual({
      status: 'cancelled',
      cancel_reason: 'Customer took the car',
    })
    expect(transitionPatch('awaiting_parts', 42)).toEqual({ status: 'awaiting_parts' })
  })
})

describe('billing and the status', () => {
  const ready = {
    status: 'ready' as const,
    complaints: ['Noise'],
    labourCount: 1,
    partsCount: 1,
    approved_estimate: 10_000_00,
    approved_at: 1,
  }

  it('a card with something billable is delivered only once billed', () => {
    expect(transitionBlockers({ ...ready, billable: true }, 'delivered', { grandTotal: 5_000_00 })).toEqual([
      'not-billed',
    ])
    expect(
      transitionBlockers({ ...ready, billable: true, billed: true }, 'delivered', { grandTotal: 5_000_00 }),
    ).toEqual([])
  })

  it('a card of only warranty or free lines is delivered unbilled', () => {
    expect(transitionBlockers({ ...ready, billable: false }, 'delivered', { grandTotal: 0 })).toEqual([])
  })

  it('a billed card goes neither back to the workshop nor to cancelled', () => {
    const billed = { ...ready, billable: true, billed: true }
    expect(transitionBlockers(billed, 'in_progress', { grandTotal: 0 })).toEqual(['billed'])
    expect(transitionBlockers(billed, 'cancelled', { grandTotal: 0, cancelReason: 'Left' })).toEqual([
      'billed',
    ])
  })
})
