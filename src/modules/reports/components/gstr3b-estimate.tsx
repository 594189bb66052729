// The GSTR-3B estimate of the month, laid out as the return's own tables (3.1, 3.2, 4, 5, 6.1). Each table
// scrolls sideways within itself on a phone, the page never does; every figure comes from gstr3b().
import type { ReactNode } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import type { Gstr3b, Tax } from '../domain/gstr3b'
import { useReportsStrings } from '../reports-strings'

type Row = { label: string; values: readonly (number | null)[]; strong?: boolean }

function MoneyTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string
  headers: readonly string[]
  rows: readonly Row[]
  testId: string
}) {
  const lang = useLanguage()
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table
        className="w-full text-sm"
        // Wide enough for its figures: a table of one column fits a phone, one of seven scrolls within itself.
        style={{ minWidth: `${10 + headers.length * 6}rem` }}
        data-testid={testId}
      >
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="text-left text-ink-soft">
            <th scope="col" className="py-1 pr-2 font-medium">
              <span className="sr-only">{caption}</span>
            </th>
            {headers.map((h, i) => (
              <th key={i} scope="col" className="py-1 pl-2 text-right font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-line">
              <th
                scope="row"
                className={`py-1.5 pr-2 text-left ${r.strong ? 'font-semibold' : 'font-normal'} text-ink`}
              >
                {r.label}
              </th>
              {r.values.map((v, i) => (
                <td
                  key={i}
                  className={`py-1.5 pl-2 text-right tabular-nums ${r.strong ? 'font-semibold' : ''}`}
                >
                  {v === null ? '' : formatPaise(v, { locale: lang })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const taxValues = (t: Tax) => [t.igst, t.cgst, t.sgst, t.cess]

export function Gstr3bEstimate({ b }: { b: Gstr3b }): ReactNode {
  const t = useReportsStrings()
  const lang = useLanguage()
  const money = (p: number) => formatPaise(p, { locale: lang })
  const heads = [t('colIgst'), t('colCgst'), t('colSgst'), t('colCess')]
  const o = b.outward
  const heldTax = b.heldBack.igst + b.heldBack.cgst + b.heldBack.sgst + b.heldBack.cess
  const state = (code: string) => {
    const s = gstStateByCode(code)
    return s ? `${code} ${lang === 'hi' ? s.nameHi : s.name}` : code
  }
  const pos = [
    ...new Set([...b.interState.unregistered, ...b.interState.composition].map((r) => r.pos)),
  ].sort()
  const carried = b.carried.igst + b.carried.cgst + b.carried.sgst + b.carried.cess
  return (
    <Card className="flex flex-col gap-5 p-4" aria-labelledby="gstr3b-title" data-testid="gstr3b">
      <header>
        <h2 id="gstr3b-title" className="text-lg font-semibold text-ink">
          {t('gstr3b')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('gstr3bIntro')}</p>
      </header>
      <MoneyTable
        caption={t('s31')}
        headers={[t('colTaxable'), ...heads]}
        testId="gstr3b-31"
        rows={[
          {
            label: t('row_a'),
            values: [o.taxable.taxable, o.taxable.igst, o.taxable.cgst, o.taxable.sgst, o.taxable.cess],
          },
          {
            label: t('row_b'),
            values: [o.zeroRated.taxable, o.zeroRated.igst, null, null, o.zeroRated.cess],
          },
          { label: t('row_c'), values: [o.nil, null, null, null, null] },
          {
            label: t('row_d'),
            values: [
              o.inwardRcm.taxable,
              o.inwardRcm.igst,
              o.inwardRcm.cgst,
              o.inwardRcm.sgst,
              o.inwardRcm.cess,
            ],
          },
          { label: t('row_e'), values: [o.nonGst, null, null, null, null] },
        ]}
      />
      {b.heldBack.taxable !== 0 || heldTax !== 0 ? (
        <p className="text-sm text-ink-soft" data-testid="gstr3b-held">
          {t('heldBack', { taxable: money(b.heldBack.taxable), tax: money(heldTax) })}
        </p>
      ) : null}
      {pos.length > 0 ? (
        <MoneyTable
          caption={t('s32')}
          headers={[
            `${t('colUnregistered')}: ${t('colTaxable')}`,
            t('colIgst'),
            `${t('colComposition')}: ${t('colTaxable')}`,
            t('colIgst'),
          ]}
          testId="gstr3b-32"
          rows={pos.map((p) => {
            const u = b.interState.unregistered.find((r) => r.pos === p)
            const c = b.interState.composition.find((r) => r.pos === p)
            return {
              label: state(p),
              values: [u?.taxable ?? null, u?.igst ?? null, c?.taxable ?? null, c?.igst ?? null],
            }
          })}
        />
      ) : (
        <section>
          <h3 className="font-semibold text-ink">{t('s32')}</h3>
          <p className="text-sm text-ink-soft">{t('none')}</p>
        </section>
      )}
      <MoneyTable
        caption={t('s4')}
        headers={heads}
        testId="gstr3b-4"
        rows={[
          { label: t('itc_rcm'), values: taxValues(b.itc.rcm) },
          { label: t('itc_other'), values: taxValues(b.itc.other) },
          { label: t('itc_reversed'), values: taxValues(b.itc.reversed) },
          { label: t('itc_net'), values: taxValues(b.itc.net), strong: true },
        ]}
      />
      {b.itc.net.cess > 0 ? <p className="text-sm text-ink-soft">{t('cessNote')}</p> : null}
      <MoneyTable
        caption={t('s5')}
        headers={[t('colTaxable')]}
        testId="gstr3b-5"
        rows={[
          { label: t('inter'), values: [b.exemptInward.inter] },
          { label: t('intra'), values: [b.exemptInward.intra] },
        ]}
      />
      <MoneyTable
        caption={t('s61')}
        headers={[
          t('colPayable'),
          t('colRcm'),
          t('colFromIgst'),
          t('colFromCgst'),
          t('colFromSgst'),
          t('colFromCess'),
          t('colCash'),
        ]}
        testId="gstr3b-61"
        rows={b.payment.map((p) => ({
          label: t(`head_${p.head}`),
          values: [p.payable, p.rcm, p.itc.igst, p.itc.cgst, p.itc.sgst, p.itc.cess, p.cash],
        }))}
      />
      {carried > 0 ? (
        <p className="text-sm text-ink-soft" data-testid="gstr3b-carried">
          {t('carried', {
            value: `${t('colIgst')} ${money(b.carried.igst)}, ${t('colCgst')} ${money(b.carried.cgst)}, ${t('colSgst')} ${money(b.carried.sgst)}, ${t('colCess')} ${money(b.carried.cess)}`,
          })}
        </p>
      ) : null}
    </Card>
  )
}
