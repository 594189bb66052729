// The sales register's columns: what the screen shows and what CSV and Excel receive (the bench times the
// Excel of these columns, bench/report-export.mjs). The vehicle columns show for vehicle sales and are in the
// exports always.
import type { RegisterColumn } from '@/ui/register/register-column'
import type { SalesRow } from '../domain/sales-register'
import type { useRegistersStrings } from '../registers-report-strings'
import { dateColumn, moneyColumn, textColumn, type Format } from './register-kit'

type T = ReturnType<typeof useRegistersStrings>

export function salesColumns(t: T, f: Format, vehicleShown: boolean): RegisterColumn<SalesRow>[] {
  const flag = (r: SalesRow) => (r.cancelled ? t('cancelled') : r.note ? t('creditNote') : null)
  const vehicle = vehicleShown ? {} : { inTable: false }
  return [
    textColumn('number', t('colNumber'), (r) => r.number, { card: 'primary', flag }),
    dateColumn('date', t('colDate'), (r) => r.date, f, { card: 'secondary' }),
    textColumn('party', t('colParty'), (r) => r.party, { card: 'secondary', grow: 2 }),
    textColumn('gstin', t('colGstin'), (r) => r.gstin),
    textColumn('pos', t('colPos'), (r) => f.state(r.pos)),
    textColumn('hsn', t('colHsn'), (r) => r.hsn),
    moneyColumn('taxable', t('colTaxable'), (r) => r.taxable, f),
    moneyColumn('igst', t('colIgst'), (r) => r.igst, f),
    moneyColumn('cgst', t('colCgst'), (r) => r.cgst, f),
    moneyColumn('sgst', t('colSgst'), (r) => r.sgst, f),
    moneyColumn('cess', t('colCess'), (r) => r.cess, f),
    moneyColumn('tcs', t('colTcs'), (r) => r.tcs, f),
    moneyColumn('total', t('colTotal'), (r) => r.total, f, { card: 'meta' }),
    textColumn('status', t('colStatus'), (r) => (r.cancelled ? t('cancelled') : t('posted')), {
      inTable: false,
    }),
    textColumn('chassis', t('colChassis'), (r) => r.chassis, vehicle),
    textColumn('engine', t('colEngine'), (r) => r.engine, vehicle),
    textColumn('model', t('colModel'), (r) => r.model, vehicle),
    textColumn('executive', t('colExecutive'), (r) => r.executive, vehicle),
    textColumn('financier', t('colFinancier'), (r) => r.financier, vehicle),
  ]
}
