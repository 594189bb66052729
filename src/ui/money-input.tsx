// The form model's money field: rupees typed freely (with or without commas), the numeric keypad on a phone,
// and once the person leaves the field the amount reads as Indian money does ("1,50,000.50"), so what they
// typed is what they see checked. The draft keeps text; the screen's check turns it into paise.
import type { ComponentProps } from 'react'
import { tidyMoneyText } from '@/utils/form-model'
import { Input } from './field'

export function MoneyInput({
  value,
  onValue,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & { value: string; onValue: (text: string) => void }) {
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      className={['text-right tabular-nums', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      onBlur={(e) => {
        const tidy = tidyMoneyText(e.target.value)
        if (tidy !== e.target.value) onValue(tidy)
        props.onBlur?.(e)
      }}
    />
  )
}
