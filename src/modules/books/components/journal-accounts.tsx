// The chart as the journal's screens read it: every account's name in the user's language (system accounts by
// their strings, the dealer's by the name they gave), and the account choice of a journal line, grouped as the
// accountant knows the chart, system accounts first in each group, closed accounts not offered.
import { useCallback, useMemo, type ComponentProps } from 'react'
import { ACCOUNT_GROUPS, type Account, type AccountGroup } from '@schemas/accounts.schema'
import { Select } from '@/ui/field'
import { isSystemAccount, SYSTEM_ACCOUNTS, type SystemAccountId } from '../domain/chart'
import { useAccounts } from '../data/journals'
import { useJournalStrings } from '../journal-strings'

export type AccountChoice = { id: string; name: string }
export type AccountGroupChoices = { group: AccountGroup; label: string; options: AccountChoice[] }

export function useAccountBook() {
  const t = useJournalStrings()
  const { accounts, loading } = useAccounts()
  const own = useMemo(() => new Map<string, Account>(accounts.map((a) => [a.id, a])), [accounts])
  const nameOf = useCallback(
    (id: string) => (isSystemAccount(id) ? t(`acc_${id}`) : (own.get(id)?.name ?? id)),
    [t, own],
  )
  const groups = useMemo((): AccountGroupChoices[] => {
    const system = Object.entries(SYSTEM_ACCOUNTS) as [SystemAccountId, AccountGroup][]
    return ACCOUNT_GROUPS.map((group) => ({
      group,
      label: t(`group_${group}`),
      options: [
        ...system.filter(([, g]) => g === group).map(([id]) => ({ id, name: t(`acc_${id}`) })),
        ...accounts
          .filter((a) => a.account_group === group && a.active)
          .map((a) => ({ id: a.id, name: a.name })),
      ],
    })).filter((g) => g.options.length > 0)
  }, [t, accounts])
  return { accounts, own, nameOf, groups, loading }
}

export function AccountSelect({
  groups,
  value,
  nameOf,
  placeholder,
  ...props
}: Omit<ComponentProps<'select'>, 'value'> & {
  groups: readonly AccountGroupChoices[]
  value: string
  nameOf: (id: string) => string
  placeholder: string
}) {
  // A closed or unknown account already on the line stays shown, so the refusal names what is there.
  const offered = groups.some((g) => g.options.some((o) => o.id === value))
  return (
    <Select value={value} {...props}>
      <option value="">{placeholder}</option>
      {value && !offered ? <option value={value}>{nameOf(value)}</option> : null}
      {groups.map((g) => (
        <optgroup key={g.group} label={g.label}>
          {g.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  )
}
