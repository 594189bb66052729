// The app's chart of accounts as Tally knows it, so a dealer whose accountant keeps the books in Tally imports
// our vouchers into ledgers that sit where Tally expects them. Our groups are Tally's primary groups
// (schemas/accounts.schema.ts) and map one to one onto their predefined names; the system accounts (the
// books' chart, src/modules/books/domain/chart.ts) get the names an Indian accountant would give them, and the
// GST ones their duty head so Tally treats them as GST ledgers.
import type { AccountGroup } from '@schemas/accounts.schema'

/** Tally's predefined groups, by our group. */
export const TALLY_GROUPS: Record<AccountGroup, string> = {
  cash: 'Cash-in-Hand',
  bank: 'Bank Accounts',
  sundry_debtors: 'Sundry Debtors',
  sundry_creditors: 'Sundry Creditors',
  sales: 'Sales Accounts',
  purchases: 'Purchase Accounts',
  direct_income: 'Direct Incomes',
  indirect_income: 'Indirect Incomes',
  direct_expenses: 'Direct Expenses',
  indirect_expenses: 'Indirect Expenses',
  duties_taxes: 'Duties & Taxes',
  current_assets: 'Current Assets',
  current_liabilities: 'Current Liabilities',
  fixed_assets: 'Fixed Assets',
  loans: 'Loans (Liability)',
  capital: 'Capital Account',
  stock: 'Stock-in-Hand',
}

/** Where a posting on an account nobody knows goes, so the import still balances and someone looks. */
export const TALLY_SUSPENSE = 'Suspense A/c'

export type GstDutyHead = 'Central Tax' | 'State Tax' | 'Integrated Tax' | 'Cess'

/** Each system account's ledger name in Tally, and the GST duty head of the tax ledgers. */
export const TALLY_SYSTEM_LEDGERS = {
  // Tally's own cash ledger, which every company has: cash lands there.
  'sys:cash': { name: 'Cash' },
  'sys:bank': { name: 'Bank Account' },
  // Only a posting without its party would land on these (the books refuse one).
  'sys:debtors': { name: 'Debtors (party not named)' },
  'sys:creditors': { name: 'Creditors (party not named)' },
  'sys:sales-vehicles': { name: 'Sales - Vehicles' },
  'sys:sales-accessories': { name: 'Sales - Accessories' },
  'sys:sales-services': { name: 'Sales - Services' },
  'sys:sales-parts': { name: 'Sales - Spare Parts' },
  'sys:sales-labour': { name: 'Sales - Workshop Labour' },
  'sys:purchases-vehicles': { name: 'Purchase - Vehicles' },
  'sys:purchases-parts': { name: 'Purchase - Spare Parts' },
  'sys:freight-in': { name: 'Freight Inward' },
  'sys:input-cgst': { name: 'Input CGST', duty: 'Central Tax' },
  'sys:input-sgst': { name: 'Input SGST', duty: 'State Tax' },
  'sys:input-igst': { name: 'Input IGST', duty: 'Integrated Tax' },
  'sys:input-cess-legacy': { name: 'Input Compensation Cess', duty: 'Cess' },
  'sys:output-cgst': { name: 'Output CGST', duty: 'Central Tax' },
  'sys:output-sgst': { name: 'Output SGST', duty: 'State Tax' },
  'sys:output-igst': { name: 'Output IGST', duty: 'Integrated Tax' },
  'sys:output-utgst': { name: 'Output UTGST', duty: 'State Tax' },
  'sys:output-cess-legacy': { name: 'Output Compensation Cess', duty: 'Cess' },
  'sys:tcs-payable': { name: 'TCS Payable' },
  'sys:tds-194q-payable': { name: 'TDS Payable u/s 194Q' },
  'sys:tds-receivable': { name: 'TDS Receivable' },
  'sys:pure-agent-payable': { name: 'RTO and Insurance Payable (Pure Agent)' },
  'sys:round-off': { name: 'Round Off' },
  'sys:discount-allowed': { name: 'Discount Allowed' },
  'sys:bank-charges': { name: 'Bank Charges' },
  'sys:stock-adjustment': { name: 'Stock Adjustment' },
  'sys:stock-gain': { name: 'Stock Gain (Excess Found)' },
  'sys:opening-equity': { name: 'Opening Balance Equity' },
} as const satisfies Record<string, { name: string; duty?: GstDutyHead }>

export type TallySystemLedger = { name: string; duty?: GstDutyHead }

export function systemLedger(id: string): TallySystemLedger | undefined {
  return Object.hasOwn(TALLY_SYSTEM_LEDGERS, id)
    ? (TALLY_SYSTEM_LEDGERS as Record<string, TallySystemLedger>)[id]
    : undefined
}
