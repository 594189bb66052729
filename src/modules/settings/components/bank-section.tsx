import type { BankDetails } from '../domain/defaults'
import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { Section, TextField } from './form-parts'

/** Bank account printed on invoices, with the account number typed twice when it changes. */
export function BankSection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const { form, update, visibleError, touch, confirmAccount, setConfirmAccount, base } = editor
  if (!form) return null
  const bank = form.bank_details
  const bind = (key: keyof BankDetails) => ({
    id: `settings-${key}`,
    value: bank[key],
    onValue: (value: string) => update((f) => ({ ...f, bank_details: { ...f.bank_details, [key]: value } })),
    error: visibleError(`bank_details.${key}`),
    onBlur: () => touch(`bank_details.${key}`),
  })
  const savedAccount = String(
    (base?.bank_details as Record<string, unknown> | undefined)?.account_number ?? '',
  )
  const changed =
    bank.account_number.replace(/\s/g, '') !== savedAccount.replace(/\s/g, '') &&
    bank.account_number.trim() !== ''
  return (
    <Section id="bank" title={t('secBank')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind('account_holder_name')}
          label={t('holder')}
          maxLength={200}
          className="sm:col-span-2"
        />
        <TextField
          {...bind('account_number')}
          label={t('accountNumber')}
          inputMode="numeric"
          maxLength={24}
          spellCheck={false}
          autoComplete="off"
        />
        {changed ? (
          <TextField
            id="settings-confirm-account"
            label={t('confirmAccount')}
            hint={t('confirmHint')}
            value={confirmAccount}
            onValue={setConfirmAccount}
            error={visibleError('confirm_account_number')}
            onBlur={() => touch('confirm_account_number')}
            inputMode="numeric"
            maxLength={24}
            autoComplete="off"
          />
        ) : (
          <div aria-hidden="true" className="hidden sm:block" />
        )}
        <TextField {...bind('bank_name')} label={t('bankName')} maxLength={120} />
        <TextField
          {...bind('ifsc_code')}
          label={t('ifsc')}
          hint={t('ifscHint')}
          maxLength={11}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
    </Section>
  )
}
