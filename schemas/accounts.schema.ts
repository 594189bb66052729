// The dealer's own accounts of the chart: banks, expenses, incomes, loans (research/modules.md §1.1, §2.3). The
// system accounts every dealer has (cash, debtors, sales, GST heads…) are not stored: they are fixed in the
// books' domain under ids `sys:*`, the same on every device, so no two devices ever create them twice.
// Declared here with its document type; it joins COLLECTIONS with its server table (issue 19, part 2).
import { defineCollection, type DocOf } from './collection'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED } from './synced-fields'

/** Tally's primary groups, as a dealer's accountant knows them. */
export const ACCOUNT_GROUPS = [
  'cash',
  'bank',
  'sundry_debtors',
  'sundry_creditors',
  'sales',
  'purchases',
  'direct_income',
  'indirect_income',
  'direct_expenses',
  'indirect_expenses',
  'duties_taxes',
  'current_assets',
  'current_liabilities',
  'fixed_assets',
  'loans',
  'capital',
  'stock',
] as const
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number]

export const accountsSchema = {
  title: 'accounts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    name: { type: 'string', maxLength: 120 },
    /** Lower-case name, the order of the chart within a group. */
    name_key: { type: 'string', maxLength: 120 },
    /** Its group in the chart ("group" is a word SQL keeps to itself). */
    account_group: { type: 'string', enum: ACCOUNT_GROUPS, maxLength: 20 },
    /** Positive: a debit balance at the start of the books; negative: credit. */
    opening_balance: paise,
    /** A bank account's details, printed on invoices when chosen for payment. */
    bank: {
      type: 'object',
      properties: {
        account_no: { type: 'string', maxLength: 20 },
        ifsc: { type: 'string', maxLength: 11 },
        branch: { type: 'string', maxLength: 80 },
      },
    },
    /** A closed account keeps its history but is offered no more. */
    active: { type: 'boolean' },
    notes: { type: 'string', maxLength: 500 },
  },
  required: [...SYNCED_REQUIRED, 'name', 'name_key', 'account_group', 'opening_balance', 'active'],
  indexes: ['name_key', ['account_group', 'name_key']],
  additionalProperties: false,
} as const

export type Account = DocOf<typeof accountsSchema>

export const accountsMigrations = {}

export const accounts = defineCollection({
  kind: 'synced',
  module: 'journal_entry',
  schema: accountsSchema,
  migrationStrategies: accountsMigrations,
})
