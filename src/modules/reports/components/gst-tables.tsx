// Each table of GSTR-1 as a register: the rows the return holds, with money totals in the summary line and the
// export to CSV and Excel, searched by the words in its text columns. A document's row opens the document.
import { useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { displayDate } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import type { GstTable, InvoiceRow } from '../domain/gst-view'
import { invoiceRows } from '../domain/gst-view'
import type { B2csRow, DocumentSeries, Gstr1, Heads, HsnRow, NilRow } from '../domain/gstr1'
import { useReportsStrings } from '../reports-strings'

type T = ReturnType<typeof useReportsStrings>

function useFormat() {
  const lang = useLanguage()
  return {
    lang,
    money: (p: number) => formatPaise(p, { locale: lang }),
    rate: (bp: number) => `${(bp / 100).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')} %`,
    state: (code: string) => {
      const s = gstStateByCode(code)
      return s ? `${code} ${lang === 'hi' ? s.nameHi : s.name}` : code
    },
  }
}

type Format = ReturnType<typeof useFormat>

function moneyColumn<R>(
  id: string,
  header: string,
  paise: (r: R) => number | null,
  f: Format,
  total = true,
): RegisterColumn<R> {
  return {
    id,
    header,
    cell: (r) => {
      const p = paise(r)
      return p === null ? '' : f.money(p)
    },
    value: (r) => moneyCell(paise(r)),
    align: 'end',
    total,
    width: { min: 8 },
  }
}

/** The taxable value and the tax heads, totalled. */
function headColumns<R extends Heads>(
  t: T,
  f: Format,
  heads: readonly ('igst' | 'cgst' | 'sgst' | 'cess')[],
): RegisterColumn<R>[] {
  const header = { igst: t('colIgst'), cgst: t('colCgst'), sgst: t('colSgst'), cess: t('colCess') }
  return [
    { ...moneyColumn<R>('taxable', t('colTaxable'), (r) => r.taxable, f), card: 'meta' },
    ...heads.map((h) => moneyColumn<R>(h, header[h], (r) => r[h], f)),
  ]
}

function rateColumn<R extends { rate_bp: number }>(t: T, f: Format): RegisterColumn<R> {
  return {
    id: 'rate',
    header: t('colRate'),
    cell: (r) => f.rate(r.rate_bp),
    value: (r) => numberCell(r.rate_bp / 100),
    align: 'end',
    card: 'secondary',
    width: { min: 5 },
  }
}

function posColumn<R extends { pos: string }>(t: T, f: Format): RegisterColumn<R> {
  return {
    id: 'pos',
    header: t('colPos'),
    cell: (r) => f.state(r.pos),
    value: (r) => textCell(f.state(r.pos)),
    card: 'secondary',
    width: { min: 9 },
  }
}

function useSearch<R>(rows: readonly R[], query: string, text: (r: R) => string): R[] {
  return useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return [...rows]
    return rows.filter((r) => {
      const hay = text(r).toLowerCase()
      return words.every((w) => hay.includes(w))
    })
    // `text` reads only the row: the rows and the words decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, query])
}

type TableProps = {
  table: GstTable
  r: Gstr1
  query: string
  onQuery: (q: string) => void
  /** Where a document opens, by its id; null when no screen shows it. */
  hrefOf: (id: string) => string | null
  exportName: string
}

function TableRegister<R>({
  label,
  columns,
  rows,
  rowKey,
  onOpen,
  query,
  onQuery,
  exportName,
}: {
  label: string
  columns: RegisterColumn<R>[]
  rows: R[]
  rowKey: (r: R) => string
  onOpen?: (r: R) => void
  query: string
  onQuery: (q: string) => void
  exportName: string
}): ReactNode {
  const t = useReportsStrings()
  return (
    <Register
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      {...(onOpen ? { onOpen } : {})}
      search={{ value: query, onChange: onQuery, label: t('search') }}
      filtered={query.trim() !== ''}
      onClearFilters={() => onQuery('')}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      exportName={exportName}
      testIds={{ count: 'gst-table-count', list: 'gst-table' }}
    />
  )
}

function InvoiceTable({ table, r, query, onQuery, hrefOf, exportName }: TableProps) {
  const t = useReportsStrings()
  const f = useFormat()
  const navigate = useNavigate()
  const docs = table === 'b2b' ? r.b2b : table === 'b2cl' ? r.b2cl : table === 'cdnr' ? r.cdnr : r.cdnur
  const all = useMemo(() => invoiceRows(docs), [docs])
  const rows = useSearch(all, query, (x) => `${x.number} ${x.gstin} ${x.name} ${x.invoice?.number ?? ''}`)
  const note = table === 'cdnr' || table === 'cdnur'
  const columns = useMemo((): RegisterColumn<InvoiceRow>[] => {
    const cols: RegisterColumn<InvoiceRow>[] = [
      {
        id: 'number',
        header: t('colNumber'),
        cell: (x) => x.number,
        value: (x) => textCell(x.number),
        card: 'primary',
        width: { min: 10 },
      },
      {
        id: 'date',
        header: t('colDate'),
        cell: (x) => displayDate(x.date, f.lang),
        value: (x) => dateCell(x.date),
        card: 'secondary',
        width: { min: 7 },
      },
    ]
    if (table === 'b2b' || table === 'cdnr') {
      cols.push({
        id: 'gstin',
        header: t('colGstin'),
        cell: (x) => <span className="font-mono">{x.gstin}</span>,
        value: (x) => textCell(x.gstin),
        card: 'secondary',
        width: { min: 11 },
      })
    }
    cols.push({
      id: 'name',
      header: t('colName'),
      cell: (x) => x.name,
      value: (x) => textCell(x.name),
      card: 'primary',
      width: { min: 10, grow: 2 },
    })
    if (note) {
      cols.push({
        id: 'invoice',
        header: t('colInvoice'),
        cell: (x) => (x.invoice ? `${x.invoice.number} · ${displayDate(x.invoice.date, f.lang)}` : ''),
        value: (x) => textCell(x.invoice?.number),
        card: 'secondary',
        width: { min: 10 },
      })
    }
    cols.push(
      moneyColumn<InvoiceRow>('value', t('colValue'), (x) => x.value, f, false),
      posColumn(t, f),
    )
    if (table !== 'b2cl') {
      cols.push({
        id: 'type',
        header: t('colType'),
        cell: (x) => t(`type_${x.type as 'R'}`),
        value: (x) => textCell(t(`type_${x.type as 'R'}`)),
        width: { min: 6 },
      })
    }
    cols.push(
      rateColumn(t, f),
      ...headColumns<InvoiceRow>(
        t,
        f,
        table === 'b2cl' || table === 'cdnur' ? ['igst', 'cess'] : ['igst', 'cgst', 'sgst', 'cess'],
      ),
    )
    if (table === 'cdnr') {
      cols.push({
        id: 'itc',
        header: t('colItc'),
        cell: (x) => (x.itc ? t(`itc_${x.itc}`) : ''),
        value: (x) => textCell(x.itc ? t(`itc_${x.itc}`) : ''),
        card: 'secondary',
        width: { min: 7 },
      })
    }
    return cols
    // t is remade every render; the language is what changes its words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, f.lang])
  return (
    <TableRegister
      label={t(`table_${table}`)}
      columns={columns}
      rows={rows}
      rowKey={(x) => x.key}
      onOpen={(x) => {
        const href = hrefOf(x.id)
        if (href) navigate(href)
      }}
      query={query}
      onQuery={onQuery}
      exportName={exportName}
    />
  )
}

function B2csTable({ r, query, onQuery, exportName }: TableProps) {
  const t = useReportsStrings()
  const f = useFormat()
  const rows = useSearch(r.b2cs, query, (x) => `${f.state(x.pos)} ${t(`supply_${x.supply}`)}`)
  const columns = useMemo(
    (): RegisterColumn<B2csRow>[] => [
      { ...posColumn<B2csRow>(t, f), card: 'primary' },
      {
        id: 'supply',
        header: t('colSupply'),
        cell: (x) => t(`supply_${x.supply}`),
        value: (x) => textCell(t(`supply_${x.supply}`)),
        card: 'secondary',
        width: { min: 8 },
      },
      rateColumn(t, f),
      ...headColumns<B2csRow>(t, f, ['igst', 'cgst', 'sgst', 'cess']),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [f.lang],
  )
  return (
    <TableRegister
      label={t('table_b2cs')}
      columns={columns}
      rows={rows}
      rowKey={(x) => `${x.pos}|${x.supply}|${x.rate_bp}`}
      query={query}
      onQuery={onQuery}
      exportName={exportName}
    />
  )
}

function NilTable({ r, query, onQuery, exportName }: TableProps) {
  const t = useReportsStrings()
  const f = useFormat()
  const label = (x: NilRow) => `${t(`registered_${x.registered}`)} · ${t(`supply_${x.supply}`)}`
  const rows = useSearch(r.nil, query, label)
  const columns = useMemo(
    (): RegisterColumn<NilRow>[] => [
      {
        id: 'kind',
        header: t('colRecipient'),
        cell: label,
        value: (x) => textCell(label(x)),
        card: 'primary',
        width: { min: 14, grow: 2 },
      },
      { ...moneyColumn<NilRow>('taxable', t('colTaxable'), (x) => x.taxable, f), card: 'meta' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [f.lang],
  )
  return (
    <TableRegister
      label={t('table_nil')}
      columns={columns}
      rows={rows}
      rowKey={(x) => `${x.registered}|${x.supply}`}
      query={query}
      onQuery={onQuery}
      exportName={exportName}
    />
  )
}

function HsnTable({ table, r, query, onQuery, exportName }: TableProps) {
  const t = useReportsStrings()
  const f = useFormat()
  const all = table === 'hsn_b2b' ? r.hsnB2b : r.hsnB2c
  const rows = useSearch(all, query, (x) => `${x.hsn} ${x.description} ${x.uqc}`)
  const columns = useMemo(
    (): RegisterColumn<HsnRow>[] => [
      {
        id: 'hsn',
        header: t('colHsn'),
        cell: (x) => x.hsn,
        value: (x) => textCell(x.hsn),
        card: 'primary',
        width: { min: 7 },
      },
      {
        id: 'description',
        header: t('colDescription'),
        cell: (x) => x.description,
        value: (x) => textCell(x.description),
        card: 'secondary',
        width: { min: 10, grow: 2 },
      },
      {
        id: 'uqc',
        header: t('colUqc'),
        cell: (x) => x.uqc,
        value: (x) => textCell(x.uqc),
        card: 'secondary',
        width: { min: 4 },
      },
      {
        id: 'qty',
        header: t('colQty'),
        cell: (x) => x.qty.toLocaleString(f.lang === 'hi' ? 'hi-IN' : 'en-IN'),
        value: (x) => numberCell(x.qty),
        align: 'end',
        card: 'secondary',
        width: { min: 5 },
      },
      rateColumn(t, f),
      ...headColumns<HsnRow>(t, f, ['igst', 'cgst', 'sgst', 'cess']),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [f.lang],
  )
  return (
    <TableRegister
      label={t(`table_${table}`)}
      columns={columns}
      rows={rows}
      rowKey={(x) => `${x.hsn}|${x.uqc}|${x.rate_bp}`}
      query={query}
      onQuery={onQuery}
      exportName={exportName}
    />
  )
}

function DocsTable({ r, query, onQuery, exportName }: TableProps) {
  const t = useReportsStrings()
  const f = useFormat()
  const rows = useSearch(
    r.documents,
    query,
    (x) => `${t(`nature_${x.nature}`)} ${x.series} ${x.from} ${x.to}`,
  )
  const count = (
    id: string,
    header: string,
    n: (x: DocumentSeries) => number,
  ): RegisterColumn<DocumentSeries> => ({
    id,
    header,
    cell: (x) => n(x).toLocaleString(f.lang === 'hi' ? 'hi-IN' : 'en-IN'),
    value: (x) => numberCell(n(x)),
    align: 'end',
    card: 'secondary',
    width: { min: 5 },
  })
  const columns = useMemo(
    (): RegisterColumn<DocumentSeries>[] => [
      {
        id: 'kind',
        header: t('colKind'),
        cell: (x) => t(`nature_${x.nature}`),
        value: (x) => textCell(t(`nature_${x.nature}`)),
        card: 'secondary',
        width: { min: 12, grow: 2 },
      },
      {
        id: 'series',
        header: t('colSeries'),
        cell: (x) => x.series,
        value: (x) => textCell(x.series),
        card: 'primary',
        width: { min: 9 },
      },
      {
        id: 'from',
        header: t('colFrom'),
        cell: (x) => x.from,
        value: (x) => textCell(x.from),
        card: 'secondary',
        width: { min: 10 },
      },
      {
        id: 'to',
        header: t('colTo'),
        cell: (x) => x.to,
        value: (x) => textCell(x.to),
        card: 'secondary',
        width: { min: 10 },
      },
      count('total', t('colTotal'), (x) => x.total),
      count('cancelled', t('colCancelled'), (x) => x.cancelled),
      { ...count('net', t('colNet'), (x) => x.total - x.cancelled), card: 'meta' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [f.lang],
  )
  return (
    <TableRegister
      label={t('table_docs')}
      columns={columns}
      rows={rows}
      rowKey={(x) => `${x.nature}|${x.series}`}
      query={query}
      onQuery={onQuery}
      exportName={exportName}
    />
  )
}

/** The chosen table of GSTR-1 as its register. */
export function GstTableRegister(props: TableProps) {
  switch (props.table) {
    case 'b2b':
    case 'b2cl':
    case 'cdnr':
    case 'cdnur':
      return <InvoiceTable {...props} />
    case 'b2cs':
      return <B2csTable {...props} />
    case 'nil':
      return <NilTable {...props} />
    case 'hsn_b2b':
    case 'hsn_b2c':
      return <HsnTable {...props} />
    case 'docs':
      return <DocsTable {...props} />
  }
}
