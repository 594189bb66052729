// The chart of accounts: the system accounts every dealer has (read-only, with their group) and the dealer's own
// banks, expenses, incomes, loans and capital, which are made and edited here. An account no voucher names can be
// deleted; one in use is closed instead (kept for its history, offered no more). Bank accounts made here are
// what the receipts form offers as "Into account".
import { Plus } from 'lucide-react'
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { ACCOUNT_GROUPS, type Account, type AccountGroup } from '@schemas/accounts.schema'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { Kbd, shortcutProps, useSaveShortcut, useShortcut } from '@/ui/use-shortcut'
import { errorFields, type FieldError } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'
import { accountInUse, deleteAccount, saveAccount } from '../data/journals'
import {
  ACCOUNT_FIELDS,
  accountDraftOf,
  checkAccount,
  emptyAccount,
  OWN_GROUPS,
  usualSide,
  type AccountDraft,
  type AccountField,
} from '../domain/account-draft'
import { SYSTEM_ACCOUNTS, type SystemAccountId } from '../domain/chart'
import { useJournalStrings } from '../journal-strings'

type ChartRow = {
  id: string
  name: string
  group: AccountGroup
  system: boolean
  opening: number
  active: boolean
  account?: Account
}

const FILTERS = { q: textFilter(), group: choiceFilter(['all', ...ACCOUNT_GROUPS], 'all') }

function AccountDialog({
  account,
  accounts,
  onClose,
}: {
  /** null: a new account. */
  account: Account | null
  accounts: readonly Account[]
  onClose: () => void
}) {
  const t = useJournalStrings()
  const data = useData()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<AccountDraft>(() => (account ? accountDraftOf(account) : emptyAccount()))
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [used, setUsed] = useState<boolean | null>(account ? null : false)
  useEffect(() => {
    if (account) void accountInUse(data.db, account.id).then(setUsed)
  }, [account, data.db])
  const result = checkAccount(draft, accounts, account?.id)
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const set = <K extends keyof AccountDraft>(key: K, value: AccountDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const controlId = (field: string) => `${id}-${field}`
  const message = (e: FieldError | undefined) => (e ? t(`err_${e.code}` as 'err_required') : undefined)
  const labels: Record<AccountField, string> = {
    name: t('name'),
    account_group: t('group'),
    opening: t('opening'),
    account_no: t('accountNo'),
    ifsc: t('ifsc'),
    branch: t('branch'),
  }
  const control = (field: AccountField) => ({
    id: controlId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${controlId(field)}-error` : undefined,
  })
  const summary = errorFields(errors, ACCOUNT_FIELDS).map((field) => ({
    field,
    label: labels[field],
    message: message(errors[field]) ?? '',
  }))

  const write = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      toast({ title: done })
      onClose()
    } catch {
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || busy) return
    const fields = result.value
    void write(() => saveAccount(data, account?.id ?? null, fields), t('saved'))
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 p-4"
      data-testid="account-form"
    >
      <ErrorSummary
        title={t('errorsTitle', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Field label={labels.name} htmlFor={controlId('name')} error={message(errors.name)}>
        <Input
          {...control('name')}
          aria-required
          maxLength={120}
          autoComplete="off"
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field label={labels.account_group} htmlFor={controlId('account_group')}>
        <Select
          {...control('account_group')}
          value={draft.account_group}
          onChange={(e) => {
            const group = e.target.value as AccountDraft['account_group']
            setDraft((d) => ({
              ...d,
              account_group: group,
              side: d.opening.trim() ? d.side : usualSide(group),
            }))
          }}
        >
          {OWN_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`group_${g}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-[1fr_auto] gap-3">
        <Field label={labels.opening} htmlFor={controlId('opening')} error={message(errors.opening)}>
          <Input
            {...control('opening')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.opening}
            onChange={(e) => set('opening', e.target.value)}
          />
        </Field>
        <Field label={t('side')} htmlFor={controlId('side')}>
          <Select
            id={controlId('side')}
            value={draft.side}
            onChange={(e) => set('side', e.target.value as 'dr' | 'cr')}
          >
            <option value="dr">{t('side_dr')}</option>
            <option value="cr">{t('side_cr')}</option>
          </Select>
        </Field>
      </div>
      {draft.account_group === 'bank' ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Field
            label={labels.account_no}
            htmlFor={controlId('account_no')}
            error={message(errors.account_no)}
          >
            <Input
              {...control('account_no')}
              inputMode="numeric"
              maxLength={24}
              autoComplete="off"
              value={draft.account_no}
              onChange={(e) => set('account_no', e.target.value)}
            />
          </Field>
          <Field label={labels.ifsc} htmlFor={controlId('ifsc')} error={message(errors.ifsc)}>
            <Input
              {...control('ifsc')}
              maxLength={11}
              autoComplete="off"
              className="uppercase"
              value={draft.ifsc}
              onChange={(e) => set('ifsc', e.target.value)}
            />
          </Field>
          <Field label={labels.branch} htmlFor={controlId('branch')} error={message(errors.branch)}>
            <Input
              {...control('branch')}
              maxLength={80}
              value={draft.branch}
              onChange={(e) => set('branch', e.target.value)}
            />
          </Field>
        </div>
      ) : null}
      {account ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
          {t('activeLabel')}
        </label>
      ) : null}
      {account && used ? <p className="text-sm text-ink-soft">{t('usedHint')}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy} {...shortcutProps('Mod+S')}>
          {t('save')}
          <Kbd shortcut="Mod+S" />
        </Button>
        {account && used === false ? (
          <Button
            type="button"
            variant="danger"
            disabled={busy}
            onClick={() => void write(() => deleteAccount(data, account.id), t('deleted'))}
          >
            {t('deleteAccount')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

export function JournalChart({ accounts, canWrite }: { accounts: readonly Account[]; canWrite: boolean }) {
  const t = useJournalStrings()
  const lang = useLanguage()
  const [editing, setEditing] = useState<Account | 'new' | null>(null)
  useShortcut('Alt+N', () => setEditing('new'), canWrite && editing === null)
  const filters = useRegisterFilters(FILTERS)
  const { q, group } = filters.values
  const query = useDeferredValue(q)
  const all = useMemo((): ChartRow[] => {
    const system = (Object.entries(SYSTEM_ACCOUNTS) as [SystemAccountId, AccountGroup][]).map(([id, g]) => ({
      id,
      name: t(`acc_${id}`),
      group: g,
      system: true,
      opening: 0,
      active: true,
    }))
    const own = accounts.map((a) => ({
      id: a.id,
      name: a.name,
      group: a.account_group,
      system: false,
      opening: a.opening_balance,
      active: a.active,
      account: a,
    }))
    const order = (g: AccountGroup) => ACCOUNT_GROUPS.indexOf(g)
    return [...system, ...own].sort((a, b) => order(a.group) - order(b.group))
  }, [accounts, t])
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return all.filter(
      (r) =>
        (group === 'all' || r.group === group) &&
        words.every(
          (w) => r.name.toLowerCase().includes(w) || t(`group_${r.group}`).toLowerCase().includes(w),
        ),
    )
  }, [all, query, group, t])
  const balance = (p: number) =>
    p ? `${formatPaise(Math.abs(p), { locale: lang })} ${p < 0 ? 'Cr' : 'Dr'}` : ''
  const columns = useMemo(
    (): RegisterColumn<ChartRow>[] => [
      {
        id: 'name',
        header: t('colName'),
        cell: (r) => (
          <span className={r.active ? undefined : 'text-ink-soft line-through'}>
            {r.name}
            {r.active ? '' : ` · ${t('inactive')}`}
          </span>
        ),
        value: (r) => textCell(r.name),
        card: 'primary',
        width: { min: 14, grow: 2 },
      },
      {
        id: 'group',
        header: t('colGroup'),
        cell: (r) => t(`group_${r.group}`),
        value: (r) => textCell(t(`group_${r.group}`)),
        card: 'secondary',
        width: { min: 10 },
      },
      {
        id: 'kind',
        header: t('colKindAccount'),
        cell: (r) => (r.system ? t('systemAccount') : t('ownAccount')),
        value: (r) => textCell(r.system ? t('systemAccount') : t('ownAccount')),
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'opening',
        header: t('colOpening'),
        cell: (r) => balance(r.opening),
        value: (r) => moneyCell(r.opening),
        align: 'end',
        card: 'meta',
        width: { min: 9 },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- balance only reads lang
    [t, lang],
  )

  return (
    <>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing('new')} data-testid="new-account" {...shortcutProps('Alt+N')}>
            <Plus aria-hidden="true" />
            {t('newAccount')}
            <Kbd shortcut="Alt+N" />
          </Button>
        </div>
      ) : null}
      <p className="text-sm text-ink-soft">{t('accountsIntro')}</p>
      <Register
        label={t('accountsTitle')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(r) => r.id}
        onOpen={(r) => (canWrite && r.account ? setEditing(r.account) : undefined)}
        search={{
          value: q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('searchAccounts'),
        }}
        filters={
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('groupFilter')}
            <Select value={group} onChange={(e) => filters.set({ group: e.target.value as typeof group })}>
              <option value="all">{t('all')}</option>
              {ACCOUNT_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`group_${g}`)}
                </option>
              ))}
            </Select>
          </label>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={(shown, total) =>
          shown === total || total === undefined
            ? t('accountsCount', { count: shown })
            : `${t('accountsCount', { count: shown })} / ${total}`
        }
        emptyText={t('accountsEmpty')}
        noMatchText={t('noMatches')}
        exportName="chart-of-accounts"
        testIds={{ count: 'account-count', list: 'account-list' }}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('newAccount') : t('editAccount')}
      >
        {editing !== null ? (
          <AccountDialog
            key={editing === 'new' ? 'new' : editing.id}
            account={editing === 'new' ? null : editing}
            accounts={accounts}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  )
}
