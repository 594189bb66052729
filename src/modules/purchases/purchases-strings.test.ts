import { describe, expect, it } from 'vitest'
import { PURCHASES_STRINGS } from './purchases-strings'
import {
  pasteProblemMessage,
  purchaseRefusalMessage,
  purchaseWarningMessage,
  returnRefusalMessage,
} from './domain/messages'
import { checkPurchase } from './domain/purchase'
import { checkPurchaseReturn } from './domain/purchase-return'
import { parseChassisList } from './domain/paste'

const line = 1
const refs = [
  ...(
    [
      'bill-no-empty',
      'bill-no-duplicate',
      'date-invalid',
      'bill-after-grn',
      'bill-in-future',
      'grn-in-future',
      'no-lines',
      'igst-same-state',
      'cgst-other-state',
      'itc-without-gstin',
      'total-mismatch',
    ] as const
  ).map(purchaseRefusalMessage),
  ...(
    [
      'chassis-known',
      'engine-known',
      'chassis-repeated',
      'engine-repeated',
      'rate-not-in-slabs',
      'cess-after-gst-2',
      'amount',
    ] as const
  ).map((reason) => purchaseRefusalMessage({ line, reason })),
  ...(['rate-differs-from-catalogue', 'not-a-vin'] as const).map((reason) =>
    purchaseWarningMessage({ line, reason }),
  ),
  ...(['no-chassis', 'date-before-purchase', 'date-in-future'] as const).map(returnRefusalMessage),
  ...(['not-in-purchase', 'already-returned', 'allotted', 'sold', 'repeated'] as const).map((reason) =>
    returnRefusalMessage({ chassis: 'X', reason }),
  ),
  ...(
    [
      'missing-engine',
      'chassis-format',
      'chassis-length',
      'too-many-fields',
      'duplicate-chassis',
      'duplicate-engine',
    ] as const
  ).map((reason) => pasteProblemMessage({ line, reason })),
]

const fieldCodes = [
  'required',
  'invalid',
  'not_positive',
  'too_large',
  'chassis_engine',
  'rate',
  'variant',
  'colour',
  'supplier_state',
]

describe('purchases strings', () => {
  it('name every refusal, warning and paste problem in English and Hindi', () => {
    for (const { key } of refs) {
      expect(PURCHASES_STRINGS.en, key).toHaveProperty([key])
      expect(PURCHASES_STRINGS.hi, key).toHaveProperty([key])
    }
    for (const code of fieldCodes) expect(PURCHASES_STRINGS.hi).toHaveProperty([`field_${code}`])
    expect(Object.keys(PURCHASES_STRINGS.hi).sort()).toEqual(Object.keys(PURCHASES_STRINGS.en).sort())
  })

  it('the refusals the rules actually give have messages', () => {
    const bad = checkPurchase({
      bill_no: '',
      bill_date: '2026-01-05',
      grn_date: '2026-01-04',
      today: '2026-01-06',
      supplier: { id: 's', state_code: '27', pan_valid: true },
      dealer_state_code: '27',
      tax_shown: 'igst',
      lines: [],
      charges: [],
      printed_total: 1_00_000,
      tds_194q_applicable: false,
      earlier_this_year: 0,
      known_chassis: new Set(),
      known_engines: new Set(),
      supplier_bill_nos_this_year: [],
    })
    const keys = [
      ...(bad.ok ? [] : bad.refusals.map((r) => purchaseRefusalMessage(r).key)),
      ...parseChassisList('AB\nMA3EWB22S00123456').problems.map((p) => pasteProblemMessage(p).key),
      ...(() => {
        const r = checkPurchaseReturn({
          date: '2026-01-01',
          today: '2026-01-01',
          purchase: { date: '2026-01-02', supplier_id: 's', units: [] },
          chassis: ['MA3EWB22S00123456'],
          stateOf: () => 'in_stock',
        })
        return r.ok ? [] : r.refusals.map((x) => returnRefusalMessage(x).key)
      })(),
    ]
    expect(keys.length).toBeGreaterThan(4)
    for (const key of keys) expect(PURCHASES_STRINGS.en).toHaveProperty([key])
  })
})
