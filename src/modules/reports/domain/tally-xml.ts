// The vouchers of a period as Tally XML (issue 22 item 3), so a dealer whose accountant keeps the books in Tally
// loses nothing: one import envelope (ENVELOPE / HEADER "Import Data" / BODY / IMPORTDATA / REQUESTDESC +
// REQUESTDATA) whose TALLYMESSAGEs first create every ledger the vouchers use — the parties under Sundry
// Debtors or Creditors, bill-wise, with their GSTIN and state; the app's accounts under Tally's predefined
// groups (tally-ledgers.ts) — then the vouchers: type, date YYYYMMDD, number, party ledger, narration and one
// ALLLEDGERENTRIES.LIST per posting in Tally's sign convention (a debit is ISDEEMEDPOSITIVE Yes with a negative
// AMOUNT, a credit No with a positive one), the party's line with its bill allocations (the invoice or bill a
// New Ref, a note or a payment Agst Ref to what it settles, the rest On Account) so Tally's outstandings match
// ours. The postings go as the books froze them, never recomputed; a draft or a cancelled voucher has none and
// is left out (a cancelled number still shows in GSTR-1 table 13). Text is escaped and anything beyond ASCII
// written as a character reference, so the file reads the same whatever encoding the importer assumes.
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Posting, Voucher } from '@schemas/vouchers.schema'
import { gstStateByCode } from '@/utils/gst-states'
import type { Month } from './gstr1'
import { systemLedger, TALLY_GROUPS, TALLY_SUSPENSE, type GstDutyHead } from './tally-ledgers'

export type TallyParty = { name: string; gstin?: string; state_code?: string; gst_category?: string }

export type TallyInput = {
  /** The company's name in Tally (SVCURRENTCOMPANY); '' imports into the company open in Tally. */
  company: string
  period: Month
  /** The period's vouchers and any earlier ones they settle or credit (for their bill references). */
  vouchers: readonly Voucher[]
  /** The dealer's own accounts. */
  accounts: readonly { id: string; name: string; account_group: AccountGroup }[]
  /** The party master, for a party a posting names but its voucher's snapshot does not. */
  parties?: ReadonlyMap<string, TallyParty>
}

export type TallyExport = {
  xml: string
  vouchers: number
  ledgers: number
  /** Accounts the postings name that are in no chart: put under Suspense A/c for the accountant to see. */
  unknownAccounts: string[]
}

const TALLY_TYPES: Partial<Record<Voucher['type'], string>> = {
  vinv: 'Sales',
  winv: 'Sales',
  vcn: 'Credit Note',
  wcn: 'Credit Note',
  vpur: 'Purchase',
  ppur: 'Purchase',
  vpret: 'Debit Note',
  ppret: 'Debit Note',
  rcpt: 'Receipt',
  rfnd: 'Payment',
  pay: 'Payment',
  jv: 'Journal',
  stj: 'Journal',
}

const CONTROL: Record<string, 'sundry_debtors' | 'sundry_creditors'> = {
  'sys:debtors': 'sundry_debtors',
  'sys:creditors': 'sundry_creditors',
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** XML text or attribute value: markup escaped, characters beyond ASCII as references, controls dropped. */
export function xmlText(s: string): string {
  return s.replace(/[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u{10ffff}]/gu, (ch) => {
    const code = ch.codePointAt(0)!
    if (ESCAPES[ch]) return ESCAPES[ch]
    return code > 126 ? `&#${code};` : ''
  })
}

/** Paise as Tally's amount: rupees with two decimals, negative for a debit. */
export function tallyAmount(paise: number, debit: boolean): string {
  const a = Math.abs(paise)
  const text = `${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
  return debit && a !== 0 ? `-${text}` : text
}

const tallyDate = (iso: string) => iso.replaceAll('-', '')

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`

type Ledger = {
  name: string
  parent: string
  party?: TallyParty
  duty?: GstDutyHead
}

const REGISTRATION: Record<string, string> = {
  regular: 'Regular',
  sez: 'Regular',
  composition: 'Composition',
  unregistered: 'Unregistered',
}

function ledgerXml(l: Ledger): string {
  const lines = [
    `<LEDGER NAME="${xmlText(l.name)}" ACTION="Create">`,
    `<NAME.LIST TYPE="String">${tag('NAME', l.name)}</NAME.LIST>`,
    tag('PARENT', l.parent),
    tag('ISBILLWISEON', l.party ? 'Yes' : 'No'),
    tag('AFFECTSSTOCK', 'No'),
  ]
  if (l.duty) lines.push(tag('TAXTYPE', 'GST'), tag('GSTDUTYHEAD', l.duty))
  if (l.party) {
    const gstin = l.party.gstin?.trim().toUpperCase() ?? ''
    const category = l.party.gst_category ?? (gstin ? 'regular' : 'unregistered')
    lines.push(tag('GSTREGISTRATIONTYPE', REGISTRATION[category] ?? (gstin ? 'Regular' : 'Unregistered')))
    if (gstin) lines.push(tag('PARTYGSTIN', gstin))
    const state = gstStateByCode(l.party.state_code ?? gstin.slice(0, 2))
    if (state) lines.push(tag('LEDSTATENAME', state.name))
    lines.push(tag('COUNTRYNAME', 'India'))
  }
  lines.push('</LEDGER>')
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF">${lines.join('')}</TALLYMESSAGE>`
}

/** Ledgers every Tally company has: a name of ours may be one of them only if it is that ledger. */
const RESERVED = new Map([
  ['cash', 'a:sys:cash'],
  ['profit & loss a/c', ''],
])

/** The ledger names of a period: one per account and party, unique the way Tally compares names. */
class LedgerBook {
  readonly byKey = new Map<string, Ledger>()
  private readonly taken = new Set<string>()
  readonly unknown = new Set<string>()

  constructor(private readonly input: TallyInput) {}

  private unique(name: string, tail: string, key: string): string {
    const base = name.trim() || tail
    const free = (n: string) =>
      !this.taken.has(n.toLowerCase()) && (RESERVED.get(n.toLowerCase()) ?? key) === key
    let candidate = base
    for (let i = 2; !free(candidate); i++) {
      candidate = i === 2 ? `${base} (${tail})` : `${base} (${tail} ${i})`
    }
    this.taken.add(candidate.toLowerCase())
    return candidate
  }

  account(id: string): Ledger {
    const key = `a:${id}`
    const known = this.byKey.get(key)
    if (known) return known
    const own = this.input.accounts.find((a) => a.id === id)
    const sys = systemLedger(id)
    const group = sys?.group ?? own?.account_group
    if (!group) this.unknown.add(id)
    const ledger: Ledger = {
      name: this.unique(own?.name ?? sys?.name ?? id, id, key),
      parent: group ? TALLY_GROUPS[group] : TALLY_SUSPENSE,
      ...(sys?.duty ? { duty: sys.duty } : {}),
    }
    this.byKey.set(key, ledger)
    return ledger
  }

  party(id: string, control: string, seen: TallyParty): Ledger {
    const key = `p:${id}`
    const known = this.byKey.get(key)
    if (known) return known
    const party = { ...seen, ...this.input.parties?.get(id) }
    const ledger: Ledger = {
      name: this.unique(party.name, party.gstin?.trim() || id, key),
      parent: TALLY_GROUPS[CONTROL[control]!],
      party,
    }
    this.byKey.set(key, ledger)
    return ledger
  }

  /** The ledger a posting goes to: its party's on a control account, else its account's. */
  of(p: Posting, v: Voucher): Ledger {
    if (CONTROL[p.account_id] && p.party_id) {
      const snapshot = v.party_id === p.party_id ? v.party : undefined
      return this.party(p.party_id, p.account_id, snapshot ?? { name: p.party_name ?? '' })
    }
    return this.account(p.account_id)
  }
}

/** The reference a bill is known by in the ledgers: a supplier's bill by the supplier's number. */
const billRef = (v: Pick<Voucher, 'type' | 'number' | 'supplier_bill_no'>) =>
  (v.type === 'vpur' || v.type === 'ppur') && v.supplier_bill_no ? v.supplier_bill_no : v.number

/** What Tally keeps bill-wise: the invoices and the suppliers' bills. */
const BILLS = new Set<Voucher['type']>(['vinv', 'winv', 'vpur', 'ppur'])

type Allocation = { name: string; type: 'New Ref' | 'Agst Ref' | 'On Account'; paise: number }

/** How a party's line settles bills (Tally bill-wise): the allocations sum to the line. */
function allocations(v: Voucher, line: number, byId: ReadonlyMap<string, Voucher>): Allocation[] {
  const out: Allocation[] = []
  if (BILLS.has(v.type)) out.push({ name: billRef(v), type: 'New Ref', paise: line })
  else if (['vcn', 'wcn', 'vpret', 'ppret'].includes(v.type)) {
    const original = v.against_id ? byId.get(v.against_id) : undefined
    if (original) out.push({ name: billRef(original), type: 'Agst Ref', paise: line })
  } else if (v.payment) {
    // Only an invoice or a bill is a bill in Tally; money against a booking or a receipt is on account.
    for (const a of v.payment.allocations) {
      const doc = byId.get(a.doc_id)
      if (!doc || !BILLS.has(doc.type) || a.amount <= 0) continue
      const taken = out.reduce((s, b) => s + b.paise, 0)
      const paise = Math.min(a.amount, line - taken)
      if (paise > 0) out.push({ name: billRef(doc), type: 'Agst Ref', paise })
    }
  }
  const rest = line - out.reduce((s, a) => s + a.paise, 0)
  if (rest > 0) out.push({ name: '', type: 'On Account', paise: rest })
  return out
}

function entryXml(ledger: Ledger, p: Posting, bills: Allocation[] | null): string {
  const debit = p.dr > 0
  const amount = tallyAmount(debit ? p.dr : p.cr, debit)
  const allocated = (bills ?? [])
    .map(
      (b) =>
        `<BILLALLOCATIONS.LIST>${b.name ? tag('NAME', b.name) : ''}${tag('BILLTYPE', b.type)}${tag('AMOUNT', tallyAmount(b.paise, debit))}</BILLALLOCATIONS.LIST>`,
    )
    .join('')
  return (
    `<ALLLEDGERENTRIES.LIST>${tag('LEDGERNAME', ledger.name)}${tag('ISDEEMEDPOSITIVE', debit ? 'Yes' : 'No')}` +
    `${tag('ISPARTYLEDGER', ledger.party ? 'Yes' : 'No')}${tag('AMOUNT', amount)}${allocated}</ALLLEDGERENTRIES.LIST>`
  )
}

function tallyType(v: Voucher, input: TallyInput): string {
  const money = (id: string) => {
    const group = systemLedger(id)?.group ?? input.accounts.find((a) => a.id === id)?.account_group
    return group === 'cash' || group === 'bank'
  }
  if (v.type === 'jv' && v.postings.every((p) => money(p.account_id))) return 'Contra'
  return TALLY_TYPES[v.type] ?? 'Journal'
}

function narration(v: Voucher, byId: ReadonlyMap<string, Voucher>): string {
  const parts: string[] = []
  if (v.supplier_bill_no) {
    parts.push(
      `Supplier bill ${v.supplier_bill_no}${v.supplier_bill_date ? ` of ${v.supplier_bill_date}` : ''}`,
    )
  }
  const original = v.against_id ? byId.get(v.against_id) : undefined
  if (original) parts.push(`Against ${billRef(original)} of ${original.doc_date}`)
  if (v.narration?.trim()) parts.push(v.narration.trim())
  return parts.join('; ')
}

export function tallyXml(input: TallyInput): TallyExport {
  const byId = new Map(input.vouchers.map((v) => [v.id, v]))
  const vouchers = input.vouchers
    .filter((v) => v.status === 'posted' && v.doc_date >= input.period.from && v.doc_date <= input.period.to)
    .sort(
      (a, b) =>
        a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number) || a.id.localeCompare(b.id),
    )
  const book = new LedgerBook(input)
  // Accounts take their names before parties, so a party called "Cash" is the one told apart.
  for (const v of vouchers) {
    for (const p of v.postings) if (!(CONTROL[p.account_id] && p.party_id)) book.account(p.account_id)
  }

  const body = vouchers.map((v) => {
    const entries = v.postings.map((p) => {
      const ledger = book.of(p, v)
      const bills = ledger.party && v.type !== 'jv' ? allocations(v, p.dr + p.cr, byId) : null
      return { ledger, posting: p, xml: entryXml(ledger, p, bills) }
    })
    // The party of the voucher; a walk-in's sale names the cash or bank it was paid into.
    const party =
      entries.find((e) => e.ledger.party && e.posting.party_id === v.party_id)?.ledger ??
      entries.find((e) => ['Cash-in-Hand', 'Bank Accounts'].includes(e.ledger.parent))?.ledger
    const type = tallyType(v, input)
    const note = narration(v, byId)
    const reference =
      v.supplier_bill_no && (v.type === 'vpur' || v.type === 'ppur')
        ? tag('REFERENCE', v.supplier_bill_no) +
          (v.supplier_bill_date ? tag('REFERENCEDATE', tallyDate(v.supplier_bill_date)) : '')
        : ''
    return (
      `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${xmlText(type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">` +
      tag('DATE', tallyDate(v.doc_date)) +
      tag('EFFECTIVEDATE', tallyDate(v.doc_date)) +
      tag('VOUCHERTYPENAME', type) +
      tag('VOUCHERNUMBER', v.number) +
      reference +
      (party && type !== 'Journal' && type !== 'Contra' ? tag('PARTYLEDGERNAME', party.name) : '') +
      (note ? tag('NARRATION', note) : '') +
      tag('PERSISTEDVIEW', 'Accounting Voucher View') +
      tag('ISINVOICE', 'No') +
      entries.map((e) => e.xml).join('') +
      '</VOUCHER></TALLYMESSAGE>'
    )
  })

  const ledgers = [...book.byKey.values()].sort(
    (a, b) => a.parent.localeCompare(b.parent) || a.name.localeCompare(b.name),
  )
  const xml =
    '<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>' +
    '<REQUESTDESC><REPORTNAME>All Masters</REPORTNAME><STATICVARIABLES>' +
    (input.company.trim() ? tag('SVCURRENTCOMPANY', input.company.trim()) : '') +
    '<IMPORTDUPS>Ignore Duplicates</IMPORTDUPS></STATICVARIABLES></REQUESTDESC><REQUESTDATA>' +
    ledgers.map(ledgerXml).join('\n') +
    '\n' +
    body.join('\n') +
    '</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n'
  return {
    xml,
    vouchers: vouchers.length,
    ledgers: ledgers.length,
    unknownAccounts: [...book.unknown].sort(),
  }
}
