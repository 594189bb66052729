// The form model every screen uses (issue 19 part 1 item 4): the form edits a draft of plain text, a pure
// check turns the draft into typed values or into error codes per field, and the screen only presents. The
// checks live in a module's domain/ (tested without React); the codes are turned into words in the user's
// language by the module's strings.
import { formatPaise, parseRupeesToPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'

/** A field's error code, with the figures its message needs ("₹1,50,000 already received today"). */
export type FieldError<C extends string = string> = { code: C; values?: Record<string, string | number> }

export type FieldErrors<F extends string, C extends string = string> = Partial<Record<F, FieldError<C>>>

export type Checked<V, F extends string, C extends string = string> =
  { ok: true; value: V } | { ok: false; errors: FieldErrors<F, C> }

/** The fields with errors, in the order the form shows them: the error summary lists and focuses in it. */
export function errorFields<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F[] {
  return order.filter((f) => errors[f] !== undefined)
}

export type MoneyFieldCode = 'required' | 'invalid' | 'not_positive' | 'too_large'

/** A rupee amount typed into a money field, as paise; `optional` takes an empty field as zero. */
export function moneyField(
  text: string,
  options: { optional?: boolean; allowZero?: boolean } = {},
): { ok: true; value: number } | { ok: false; error: FieldError<MoneyFieldCode> } {
  if (text.trim() === '') {
    return options.optional ? { ok: true, value: 0 } : { ok: false, error: { code: 'required' } }
  }
  const parsed = parseRupeesToPaise(text)
  if (!parsed.ok) {
    return { ok: false, error: { code: parsed.reason === 'too-large' ? 'too_large' : 'invalid' } }
  }
  if (parsed.value < 0 || (parsed.value === 0 && !options.allowZero && !options.optional)) {
    return { ok: false, error: { code: 'not_positive' } }
  }
  return { ok: true, value: parsed.value }
}

export type DateFieldCode = 'required' | 'invalid'

/** A yyyy-mm-dd date from a date input. */
export function dateField(
  text: string,
): { ok: true; value: string } | { ok: false; error: FieldError<DateFieldCode> } {
  if (text.trim() === '') return { ok: false, error: { code: 'required' } }
  return parsePlainDate(text).ok ? { ok: true, value: text } : { ok: false, error: { code: 'invalid' } }
}

export type QuantityFieldCode = 'required' | 'invalid' | 'not_positive' | 'too_large'

/** A quantity typed into a line (pieces, litres, hours): up to 3 decimals, above zero, at most 10,00,000. */
export function quantityField(
  text: string,
): { ok: true; value: number } | { ok: false; error: FieldError<QuantityFieldCode> } {
  const t = text.trim().replace(/,/g, '')
  if (t === '') return { ok: false, error: { code: 'required' } }
  if (!/^-?\d+(\.\d{1,3})?$/.test(t)) return { ok: false, error: { code: 'invalid' } }
  const value = Number(t)
  if (value <= 0) return { ok: false, error: { code: 'not_positive' } }
  if (value > 1_000_000) return { ok: false, error: { code: 'too_large' } }
  return { ok: true, value }
}

/** A money field's text as the person will read it once they leave the field: "150000.5" → "1,50,000.50". */
export function tidyMoneyText(text: string): string {
  const parsed = moneyField(text, { allowZero: true })
  return parsed.ok ? formatPaise(parsed.value, { symbol: false, paise: 'auto' }) : text
}
