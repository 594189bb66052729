import { Users } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { defineModule, hrefOf } from './define-module'

describe('a declared module', () => {
  const m = defineModule({
    feature: 'receipts',
    path: '/receipts',
    name: { en: 'Receipts', hi: 'रसीदें' },
    description: { en: 'x', hi: 'x' },
    icon: Users,
    load: () => Promise.resolve({ default: () => null }),
    views: {
      voucher: (id: string) => ({ id }),
      new: (kind: 'rcpt' | 'rfnd', party?: string, against?: string) => ({ new: kind, party, against }),
    },
  })

  it('gives its paths from its views, with values encoded and empty ones left out', () => {
    expect(m.href.list()).toBe('/receipts')
    expect(m.href.voucher('a b/c')).toBe('/receipts?id=a+b%2Fc')
    expect(m.href.new('rfnd', 'p-1', 'rv-9')).toBe('/receipts?new=rfnd&party=p-1&against=rv-9')
    expect(m.href.new('rcpt')).toBe('/receipts?new=rcpt')
    expect(m.path).toBe('/receipts')
    expect(m.feature).toBe('receipts')
  })

  it('writes a query only when there is one', () => {
    expect(hrefOf('/x', {})).toBe('/x')
    expect(hrefOf('/x', { a: '', b: null, c: undefined, d: 0 })).toBe('/x?d=0')
  })
})
