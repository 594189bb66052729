// Turns the rules' field problems into the words shown beside each field.
import type { Lang } from '@/lib/i18n'
import type { FieldError, FieldWarning } from '../domain/draft'
import type { useWorkshopStrings } from '../workshop-strings'
import { km } from './format'
import { displayDate } from '@/utils/display-date'

type T = ReturnType<typeof useWorkshopStrings>

export function errorText(t: T, lang: Lang, error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  if (error.reason === 'not-above-last') {
    return t('err_not-above-last', {
      km: km(error.last.odometer, lang),
      no: error.last.job_no,
      date: displayDate(error.last.opened_at, lang),
    })
  }
  return t(`err_${error.reason}`)
}

export function warningText(t: T, warning: FieldWarning | undefined): string | undefined {
  return warning ? t(`warn_${warning}`) : undefined
}

/** The DOM id of a field's control, from its rule path ("labour.0.qty" → "jc-labour-0-qty"). */
export function fieldId(path: string): string {
  return `jc-${path.replace(/\./g, '-')}`
}
