// The poll draft: question, options (add and remove), single or multiple choice and an optional closing
// time; each problem shown beside its field once the user has tried to go on.
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/ui/button'
import { Field, Input, Textarea } from '@/ui/field'
import type { DraftCheck, PollDraft } from './logic'
import { LIMITS } from './logic'
import { usePollStrings } from './strings'

type Props = {
  draft: PollDraft
  onChange: (draft: PollDraft) => void
  check: DraftCheck
  showErrors: boolean
}

export function PollForm({ draft, onChange, check, showErrors }: Props) {
  const t = usePollStrings()
  const id = useId()
  const err = (issue: DraftCheck['question']) => (showErrors && issue ? t(issue) : undefined)
  const setOption = (i: number, value: string) =>
    onChange({ ...draft, options: draft.options.map((o, j) => (j === i ? value : o)) })
  return (
    <div className="space-y-4">
      <Field label={t('question')} htmlFor={`${id}-q`} error={err(check.question)}>
        <Textarea
          id={`${id}-q`}
          rows={2}
          className="min-h-16"
          value={draft.question}
          aria-invalid={err(check.question) ? true : undefined}
          aria-describedby={err(check.question) ? `${id}-q-error` : undefined}
          onChange={(e) => onChange({ ...draft, question: e.target.value })}
        />
      </Field>
      <div className="space-y-2">
        {draft.options.map((option, i) => {
          const optionId = `${id}-o${i}`
          const error = err(check.options[i])
          return (
            <div key={i} className="flex items-end gap-2">
              <Field label={t('option', { n: i + 1 })} htmlFor={optionId} error={error} className="flex-1">
                <Input
                  id={optionId}
                  value={option}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${optionId}-error` : undefined}
                  onChange={(e) => setOption(i, e.target.value)}
                />
              </Field>
              {draft.options.length > LIMITS.minOptions ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('removeOption', { n: i + 1 })}
                  onClick={() => onChange({ ...draft, options: draft.options.filter((_, j) => j !== i) })}
                  className={error ? 'mb-6' : undefined}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          )
        })}
        {draft.options.length < LIMITS.maxOptions ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange({ ...draft, options: [...draft.options, ''] })}
          >
            <Plus aria-hidden="true" />
            {t('addOption')}
          </Button>
        ) : null}
        {showErrors && check.list ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {t(check.list)}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={draft.multiple}
          onChange={(e) => onChange({ ...draft, multiple: e.target.checked })}
          className="size-4 accent-brand-700"
        />
        {t('multiple')}
      </label>
      <Field
        label={t('closesAt')}
        htmlFor={`${id}-closes`}
        hint={t('closesHint')}
        error={err(check.closesAt)}
      >
        <Input
          id={`${id}-closes`}
          type="datetime-local"
          value={draft.closesAt}
          className="max-w-64"
          aria-invalid={err(check.closesAt) ? true : undefined}
          aria-describedby={err(check.closesAt) ? `${id}-closes-error` : `${id}-closes-hint`}
          onChange={(e) => onChange({ ...draft, closesAt: e.target.value })}
        />
      </Field>
    </div>
  )
}
