import { Select } from '@/ui/field'
import { ChoiceGroup, NumberField } from '../shared/calc/calc-fields'
import { useEmiStrings } from './strings'

export type PrepayKind = 'none' | 'one-time' | 'recurring'
export type PrepayState = { pk: string; pa: string; pm: string; pe: string; ps: string }

type Props = {
  id: string
  state: PrepayState
  update: (patch: Partial<PrepayState>) => void
  errors: { amount?: string; month?: string }
}

/** Prepayment inputs: none, one-time in a given month, or recurring from a month; and the strategy. */
export function EmiPrepayment({ id, state, update, errors }: Props) {
  const t = useEmiStrings()
  const kind = state.pk as PrepayKind
  return (
    <div className="space-y-4">
      <ChoiceGroup<PrepayKind>
        name={`${id}-pk`}
        legend={t('prepayKind')}
        value={kind}
        onChange={(pk) => update({ pk })}
        options={[
          { value: 'none', label: t('prepayNone') },
          { value: 'one-time', label: t('prepayOnce') },
          { value: 'recurring', label: t('prepayRecurring') },
        ]}
      />
      {kind !== 'none' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id={`${id}-pa`}
            label={t('prepayAmount')}
            prefix="₹"
            money
            value={state.pa}
            onChange={(pa) => update({ pa })}
            error={errors.amount}
          />
          <NumberField
            id={`${id}-pm`}
            label={kind === 'one-time' ? t('prepayMonth') : t('prepayStart')}
            hint={t('monthHint')}
            value={state.pm}
            onChange={(pm) => update({ pm })}
            error={errors.month}
          />
          {kind === 'recurring' ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-pe`} className="text-sm font-medium text-ink">
                {t('prepayEvery')}
              </label>
              <Select id={`${id}-pe`} value={state.pe} onChange={(e) => update({ pe: e.target.value })}>
                <option value="1">{t('every1')}</option>
                <option value="3">{t('every3')}</option>
                <option value="6">{t('every6')}</option>
                <option value="12">{t('every12')}</option>
              </Select>
            </div>
          ) : null}
          <ChoiceGroup<'tenure' | 'emi'>
            name={`${id}-ps`}
            legend={t('strategy')}
            value={state.ps === 'emi' ? 'emi' : 'tenure'}
            onChange={(ps) => update({ ps })}
            options={[
              { value: 'tenure', label: t('reduceTenure') },
              { value: 'emi', label: t('reduceEmi') },
            ]}
            className="sm:col-span-2"
          />
        </div>
      ) : null}
    </div>
  )
}
