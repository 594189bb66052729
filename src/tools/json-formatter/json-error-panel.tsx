import { LocateFixed } from 'lucide-react'
import type { JsonSyntaxError } from '../../../workers/text/json.options'
import { Button } from '@/ui/button'
import { errorExcerpt } from './logic'
import { useJsonStrings, useJsonSyntaxStrings } from './strings'

type Props = { text: string; error: JsonSyntaxError; onShow?: (offset: number) => void }

/** Why the JSON is refused, where (line and column), and that line with the spot marked. */
export function JsonErrorPanel({ text, error, onShow }: Props) {
  const t = useJsonStrings()
  const ts = useJsonSyntaxStrings()
  const excerpt = errorExcerpt(text, error)
  const found = error.found ?? ''
  return (
    <div
      role="alert"
      data-testid="json-error"
      className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3"
    >
      <p className="font-semibold text-red-800">
        {t('invalidTitle', { line: error.line, column: error.column })}
      </p>
      <p className="text-sm text-red-800">{ts(error.code, { found })}</p>
      {error.code !== 'Empty' ? (
        <pre
          aria-label={t('errorSpot')}
          className="overflow-x-auto rounded bg-surface p-2 font-mono text-sm whitespace-pre text-ink"
        >
          {excerpt.cutStart ? '…' : ''}
          {excerpt.before}
          <mark className="rounded-sm bg-red-200 text-red-900 underline decoration-red-700 decoration-wavy">
            {excerpt.at}
          </mark>
          {excerpt.after}
          {excerpt.cutEnd ? '…' : ''}
        </pre>
      ) : null}
      {onShow && error.code !== 'Empty' ? (
        <Button variant="secondary" size="sm" onClick={() => onShow(error.offset)}>
          <LocateFixed aria-hidden="true" />
          {t('showInInput')}
        </Button>
      ) : null}
    </div>
  )
}
