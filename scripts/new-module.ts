// Writes a new business module or voucher type from the kit (issue 19 part 1 item 6), so a new document type
// starts as a few hundred lines of its own rather than a copy of a sibling:
//
//   npm run new-module -- module <folder> --feature <feature> --path </route> --collection <collection>
//        --name "English name|हिंदी नाम" [--columns a,b,c]
//   npm run new-module -- voucher <type> --module <folder> --name "English name|हिंदी नाम"
//
// A module gets: module.ts (declared with defineModule: route, feature, views and so its paths helper),
// public.ts, its strings in English and Hindi, a form model check in domain/ with its test, a page on the
// shared register over its collection, and an end-to-end spec. A voucher type gets its draft check (lines to
// balanced postings) with a test, in the module that owns it. Nothing is registered by itself: the script
// prints the one line to add to src/app/modules.ts (or to schemas/voucher-types.ts), so a half-made module
// never reaches the navigation.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export type ModuleSpec = {
  folder: string
  feature: string
  path: string
  collection: string
  name: { en: string; hi: string }
  columns: readonly string[]
}

export type VoucherSpec = { type: string; module: string; name: { en: string; hi: string } }

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const pascal = (kebab: string) => camel(kebab).replace(/^[a-z]/, (c) => c.toUpperCase())
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** What is wrong with a module's spec; empty when it can be written. */
export function moduleSpecErrors(
  spec: ModuleSpec,
  known: { features: readonly string[]; paths: readonly string[]; collections: readonly string[] },
): string[] {
  const errors: string[] = []
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(spec.folder)) {
    errors.push(`folder "${spec.folder}" is not kebab-case`)
  }
  if (!known.features.includes(spec.feature)) {
    errors.push(`feature "${spec.feature}" is not in schemas/access.ts FEATURES`)
  }
  if (!/^\/[a-z0-9/-]+$/.test(spec.path)) {
    errors.push(`path "${spec.path}" is not a route like /vehicle-invoices`)
  }
  if (known.paths.includes(spec.path)) errors.push(`path "${spec.path}" belongs to another module`)
  if (!known.collections.includes(spec.collection)) {
    errors.push(`collection "${spec.collection}" is not declared: define it once in schemas/ first`)
  }
  if (!spec.name.en.trim() || !spec.name.hi.trim()) {
    errors.push('the name needs English and Hindi: "English|हिंदी"')
  }
  return errors
}

/** The files of a new module, by path from the project root. */
export function moduleFiles(spec: ModuleSpec): Map<string, string> {
  const { folder } = spec
  const id = camel(folder)
  const Id = pascal(folder)
  const base = `src/modules/${folder}`
  const files = new Map<string, string>()
  files.set(
    `${base}/module.ts`,
    `// ${spec.name.en}: ${spec.path}. Declared once: route, feature, navigation entry and views (its paths helper).
import { FileText } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const ${id}Module = defineModule({
  feature: ${quote(spec.feature)},
  path: ${quote(spec.path)},
  name: { en: ${quote(spec.name.en)}, hi: ${quote(spec.name.hi)} },
  description: { en: ${quote(spec.name.en)}, hi: ${quote(spec.name.hi)} },
  icon: FileText,
  load: () => import('./pages/${folder}-page'),
  views: {
    item: (id: string) => ({ id }),
    new: () => ({ new: 1 }),
  },
})
`,
  )
  files.set(
    `${base}/public.ts`,
    `// What other modules (and the app's module registry) may use of this module.
export { ${id}Module } from './module'
`,
  )
  files.set(
    `${base}/${folder}-strings.ts`,
    `import { defineStrings } from '@/lib/i18n'

/** Strings of the ${spec.name.en} screens. */
export const use${Id}Strings = defineStrings({
  en: {
    title: ${quote(spec.name.en)},
    loading: 'Loading…',
    empty: 'Nothing here yet.',
    noMatches: 'Nothing matches these filters.',
    search: 'Search',
    name: 'Name',
    date: 'Date',
    amount: 'Amount (₹)',
    err_required: 'This is required.',
    err_invalid: 'This is not valid.',
    err_not_positive: 'Enter an amount above zero.',
    err_too_large: 'This amount is too large.',
    err_too_long: 'This is too long.',
    err_future_date: 'The date cannot be in the future.',
  },
  hi: {
    title: ${quote(spec.name.hi)},
    loading: 'लोड हो रहा है…',
    empty: 'अभी यहाँ कुछ नहीं।',
    noMatches: 'इन फ़िल्टरों से कुछ नहीं मिला।',
    search: 'खोजें',
    name: 'नाम',
    date: 'तारीख',
    amount: 'रकम (₹)',
    err_required: 'यह ज़रूरी है।',
    err_invalid: 'यह सही नहीं है।',
    err_not_positive: 'शून्य से ज़्यादा रकम लिखें।',
    err_too_large: 'यह रकम बहुत बड़ी है।',
    err_too_long: 'यह बहुत लंबा है।',
    err_future_date: 'तारीख भविष्य की नहीं हो सकती।',
  },
})
`,
  )
  files.set(
    `${base}/domain/${folder}-draft.ts`,
    `// The ${spec.name.en} form's model: a draft of text checked by one pure function into typed values, or
// into error codes per field that the strings turn into words (src/utils/form-model.ts).
import { dateField, moneyField, type Checked, type FieldErrors } from '@/utils/form-model'

export type ${Id}Draft = { name: string; doc_date: string; amount: string }
export type ${Id}Value = { name: string; doc_date: string; amount: number }
export type ${Id}Field = keyof ${Id}Draft
export type ${Id}ErrorCode = 'required' | 'invalid' | 'not_positive' | 'too_large' | 'too_long' | 'future_date'

export const ${Id.toUpperCase()}_FIELDS: readonly ${Id}Field[] = ['name', 'doc_date', 'amount']

export const empty${Id} = (today: string): ${Id}Draft => ({ name: '', doc_date: today, amount: '' })

export function check${Id}(draft: ${Id}Draft, today: string): Checked<${Id}Value, ${Id}Field, ${Id}ErrorCode> {
  const errors: FieldErrors<${Id}Field, ${Id}ErrorCode> = {}
  const name = draft.name.trim()
  if (!name) errors.name = { code: 'required' }
  else if (name.length > 120) errors.name = { code: 'too_long' }
  const date = dateField(draft.doc_date)
  if (!date.ok) errors.doc_date = date.error
  else if (date.value > today) errors.doc_date = { code: 'future_date' }
  const amount = moneyField(draft.amount)
  if (!amount.ok) errors.amount = amount.error
  if (!date.ok || !amount.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { name, doc_date: date.value, amount: amount.value } }
}
`,
  )
  files.set(
    `${base}/domain/${folder}-draft.test.ts`,
    `import { describe, expect, it } from 'vitest'
import { check${Id}, empty${Id} } from './${folder}-draft'

describe('the ${spec.name.en} form model', () => {
  it('gives typed values for a good draft', () => {
    expect(check${Id}({ name: ' Ramesh ', doc_date: '2026-11-26', amount: '1,500.50' }, '2026-11-26')).toEqual({
      ok: true,
      value: { name: 'Ramesh', doc_date: '2026-11-26', amount: 150_050 },
    })
  })

  it('names every wrong field', () => {
    const r = check${Id}({ ...empty${Id}('2026-11-26'), doc_date: '2026-11-27', amount: '0' }, '2026-11-26')
    expect(r.ok ? {} : r.errors).toEqual({
      name: { code: 'required' },
      doc_date: { code: 'future_date' },
      amount: { code: 'not_positive' },
    })
  })
})
`,
  )
  const columns = spec.columns.length > 0 ? spec.columns : ['id']
  files.set(
    `${base}/pages/${folder}-page.tsx`,
    `// ${spec.path}: the register of ${spec.collection} on the shared register (filters in the address, totals,
// export, keyboard, phone cards).
import { useMemo } from 'react'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { Register } from '@/ui/register/register'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { use${Id}Strings } from '../${folder}-strings'

type Row = Record<string, unknown> & { id: string }
const FILTERS = { q: textFilter() }
const COLUMNS: readonly string[] = ${JSON.stringify(columns)}

export default function ${Id}Page() {
  const t = use${Id}Strings()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => db.${spec.collection}.find(), [db])
  const all = useMemo(() => (data ?? []) as unknown as Row[], [data])
  const filters = useRegisterFilters(FILTERS)
  const q = filters.values.q.trim().toLowerCase()
  const rows = useMemo(
    () => (q ? all.filter((r) => COLUMNS.some((c) => String(r[c] ?? '').toLowerCase().includes(q))) : all),
    [all, q],
  )
  const columns = useMemo(
    (): RegisterColumn<Row>[] =>
      COLUMNS.map((c, i) => ({
        id: c,
        header: c,
        cell: (r) => String(r[c] ?? ''),
        value: (r) => textCell(String(r[c] ?? '')),
        card: i === 0 ? 'primary' : 'secondary',
      })),
    [],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(r) => r.id}
        loading={loading}
        loadingText={t('loading')}
        search={{ value: filters.values.q, onChange: (value) => filters.set({ q: value }, { typing: true }), label: t('search') }}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName=${quote(folder)}
      />
    </section>
  )
}
`,
  )
  files.set(
    `tests/e2e/pro/${folder}.spec.ts`,
    `// ${spec.name.en} end to end: the screen opens from the navigation, reads in Hindi at phone width, and keeps
// working offline.
import { expect, test } from '@playwright/test'
import { signUp, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'

test.use({ serviceWorkers: 'allow' })

test('${folder}: opens, in Hindi on a phone, offline', async ({ page, context }) => {
  await signUp(page, uniqueEmail(${quote(folder)}))
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.getByRole('link', { name: ${quote(spec.name.en)}, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ${quote(spec.name.en)} })).toBeVisible()
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('heading', { level: 1, name: ${quote(spec.name.hi)} })).toBeVisible()
})
`,
  )
  return files
}

/** The files of a new voucher type: its draft check (lines to balanced postings) and the check's test. */
export function voucherFiles(spec: VoucherSpec): Map<string, string> {
  const Id = pascal(spec.type)
  const base = `src/modules/${spec.module}/domain`
  const files = new Map<string, string>()
  files.set(
    `${base}/${spec.type}-draft.ts`,
    `// ${spec.name.en} (voucher type '${spec.type}'): the lines a person types, checked into postings that balance
// (books/domain/postings.ts is the rule every posted voucher keeps), or error codes per line.
import type { Posting } from '@schemas/vouchers.schema'
import { moneyField } from '@/utils/form-model'

export type ${Id}LineDraft = { account_id: string; party_id: string; dr: string; cr: string }
export type ${Id}LineError = 'account_required' | 'one_side' | 'invalid'

export function check${Id}Lines(
  lines: readonly ${Id}LineDraft[],
): { ok: true; postings: Posting[] } | { ok: false; errors: { line: number; code: ${Id}LineError }[]; difference: number } {
  const errors: { line: number; code: ${Id}LineError }[] = []
  const postings: Posting[] = []
  lines.forEach((l, line) => {
    const dr = moneyField(l.dr, { optional: true })
    const cr = moneyField(l.cr, { optional: true })
    if (!l.account_id) errors.push({ line, code: 'account_required' })
    if (!dr.ok || !cr.ok) return void errors.push({ line, code: 'invalid' })
    if ((dr.value > 0) === (cr.value > 0)) return void errors.push({ line, code: 'one_side' })
    postings.push({ account_id: l.account_id, ...(l.party_id ? { party_id: l.party_id } : {}), dr: dr.value, cr: cr.value })
  })
  const difference = postings.reduce((n, p) => n + p.dr - p.cr, 0)
  if (errors.length > 0 || difference !== 0 || postings.length < 2) return { ok: false, errors, difference }
  return { ok: true, postings }
}
`,
  )
  files.set(
    `${base}/${spec.type}-draft.test.ts`,
    `import { describe, expect, it } from 'vitest'
import { check${Id}Lines } from './${spec.type}-draft'

describe('${spec.name.en} lines', () => {
  it('balance into postings', () => {
    expect(
      check${Id}Lines([
        { account_id: 'sys:cash', party_id: '', dr: '100', cr: '' },
        { account_id: 'sys:debtors', party_id: 'p1', dr: '', cr: '100' },
      ]),
    ).toEqual({
      ok: true,
      postings: [
        { account_id: 'sys:cash', dr: 10_000, cr: 0 },
        { account_id: 'sys:debtors', party_id: 'p1', dr: 0, cr: 10_000 },
      ],
    })
  })

  it('refuse a line with both sides, an unknown amount and a difference', () => {
    const r = check${Id}Lines([
      { account_id: 'sys:cash', party_id: '', dr: '100', cr: '5' },
      { account_id: '', party_id: '', dr: 'x', cr: '' },
      { account_id: 'sys:sales-parts', party_id: '', dr: '', cr: '90' },
    ])
    expect(r.ok ? [] : r.errors.map((e) => e.code)).toEqual(['one_side', 'account_required', 'invalid'])
  })
})
`,
  )
  return files
}

/** Writes the files, refusing to overwrite any. */
export function writeFiles(root: string, files: Map<string, string>): string[] {
  for (const path of files.keys()) {
    if (existsSync(join(root, path))) throw new Error(`${path} exists already; nothing was written`)
  }
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return [...files.keys()]
}

function flag(args: string[], name: string): string {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? (args[i + 1] ?? '') : ''
}

function bilingual(text: string): { en: string; hi: string } {
  const [en = '', hi = ''] = text.split('|')
  return { en: en.trim(), hi: hi.trim() }
}

async function main(args: string[]): Promise<void> {
  const [kind, name] = args
  const root = process.cwd()
  if (kind === 'module' && name) {
    const { FEATURES } = await import('../schemas/access.ts')
    // Read from the files, not imported: schemas/index.ts's imports are resolved by the bundler, not by Node.
    const collections = readdirSync(join(root, 'schemas'))
      .filter((f) => f.endsWith('.schema.ts'))
      .map((f) => f.replace(/\.schema\.ts$/, '').replace(/-/g, '_'))
    const paths = readdirSync(join(root, 'src/modules')).flatMap((m) => {
      const file = join(root, 'src/modules', m, 'module.ts')
      return existsSync(file)
        ? [...readFileSync(file, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((x) => x[1] ?? '')
        : []
    })
    const spec: ModuleSpec = {
      folder: name,
      feature: flag(args, 'feature'),
      path: flag(args, 'path'),
      collection: flag(args, 'collection'),
      name: bilingual(flag(args, 'name')),
      columns: flag(args, 'columns').split(',').filter(Boolean),
    }
    const errors = moduleSpecErrors(spec, { features: FEATURES, paths, collections })
    if (errors.length > 0) throw new Error(errors.join('\n'))
    for (const path of writeFiles(root, moduleFiles(spec))) console.log(`wrote ${path}`)
    console.log(
      `\nRegister it when it is ready: import { ${camel(name)}Module } from '@/modules/${name}/public' and add it to MODULES in src/app/modules.ts.`,
    )
  } else if (kind === 'voucher' && name) {
    const spec: VoucherSpec = {
      type: name,
      module: flag(args, 'module'),
      name: bilingual(flag(args, 'name')),
    }
    if (!/^[a-z]{2,5}$/.test(spec.type)) throw new Error('a voucher type is 2–5 lower-case letters')
    if (!existsSync(join(root, 'src/modules', spec.module))) {
      throw new Error(`no module src/modules/${spec.module}`)
    }
    for (const path of writeFiles(root, voucherFiles(spec))) console.log(`wrote ${path}`)
    console.log(
      `\nDeclare it in schemas/voucher-types.ts (type, series, feature, names) and in the vouchers schema's VOUCHER_TYPES.`,
    )
  } else {
    console.log(
      'usage: npm run new-module -- module <folder> --feature <f> --path </route> --collection <c> --name "English|हिंदी" [--columns a,b]',
    )
    console.log('       npm run new-module -- voucher <type> --module <folder> --name "English|हिंदी"')
    process.exitCode = 2
  }
}

if (process.argv[1]?.endsWith('new-module.ts')) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  })
}
