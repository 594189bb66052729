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

export type TallySystemLedger = { group: AccountGroup; name: string; duty?: GstDutyHead }

/**
 * Each system account of the books' chart with its group there (a test holds the two the same), its ledger
 * name in Tally, and the GST duty head of the tax ledgers.
 */
export const TALLY_SYSTEM_LEDGERS = {
  // Tally's own cash ledger, which every company has: cash lands there.
  'sys:cash': { group: 'cash', name: 'Cash' },
  'sys:bank': { group: 'bank', name: 'Bank Account' },
  // Only a posting without its party would land on these (the books refuse one).
  'sys:debtors': { group: 'sundry_debtors', name: 'Debtors (party not named)' },
  'sys:creditors': { group: 'sundry_creditors', name: 'Creditors (party not named)' },
  'sys:sales-vehicles': { group: 'sales', name: 'Sales - Vehicles' },
  'sys:sales-accessories': { group: 'sales', name: 'Sales - Accessories' },
  'sys:sales-services': { group: 'sales', name: 'Sales - Services' },
  'sys:sales-parts': { group: 'sales', name: 'Sales - Spare Parts' },
  'sys:sales-labour': { group: 'sales', name: 'Sales - Workshop Labour' },
  'sys:purchases-vehicles': { group: 'purchases', name: 'Purchase - Vehicles' },
  'sys:purchases-parts': { group: 'purchases', name: 'Purchase - Spare Parts' },
  'sys:freight-in': { group: 'direct_expenses', name: 'Freight Inward' },
  'sys:input-cgst': { group: 'duties_taxes', name: 'Input CGST', duty: 'Central Tax' },
  'sys:input-sgst': { group: 'duties_taxes', name: 'Input SGST', duty: 'State Tax' },
  'sys:input-igst': { group: 'duties_taxes', name: 'Input IGST', duty: 'Integrated Tax' },
  'sys:input-cess-legacy': { group: 'duties_taxes', name: 'Input Compensation Cess', duty: 'Cess' },
  'sys:output-cgst': { group: 'duties_taxes', name: 'Output CGST', duty: 'Central Tax' },
  'sys:output-sgst': { group: 'duties_taxes', name: 'Output SGST', duty: 'State Tax' },
  'sys:output-igst': { group: 'duties_taxes', name: 'Output IGST', duty: 'Integrated Tax' },
  'sys:output-utgst': { group: 'duties_taxes', name: 'Output UTGST', duty: 'State Tax' },
  'sys:output-cess-legacy': { group: 'duties_taxes', name: 'Output Compensation Cess', duty: 'Cess' },
  'sys:tcs-payable': { group: 'duties_taxes', name: 'TCS Payable' },
  'sys:tds-194q-payable': { group: 'duties_taxes', name: 'TDS Payable u/s 194Q' },
  'sys:tds-receivable': { group: 'current_assets', name: 'TDS Receivable' },
  'sys:warranty-claims': { group: 'current_assets', name: 'Warranty Claims Receivable (OEM)' },
  'sys:pure-agent-payable': { group: 'current_liabilities', name: 'RTO and Insurance Payable (Pure Agent)' },
  'sys:round-off': { group: 'indirect_expenses', name: 'Round Off' },
  'sys:discount-allowed': { group: 'indirect_expenses', name: 'Discount Allowed' },
  'sys:bank-charges': { group: 'indirect_expenses', name: 'Bank Charges' },
  'sys:stock-adjustment': { group: 'indirect_expenses', name: 'Stock Adjustment' },
  'sys:stock-gain': { group: 'indirect_income', name: 'Stock Gain (Excess Found)' },
  'sys:opening-equity': { group: 'capital', name: 'Opening Balance Equity' },
} as const satisfies Record<string, TallySystemLedger>

export function systemLedger(id: string): TallySystemLedger | undefined {
  return Object.hasOwn(TALLY_SYSTEM_LEDGERS, id)
    ? (TALLY_SYSTEM_LEDGERS as Record<string, TallySystemLedger>)[id]
    : undefined
}
