import { THUMB_LIMIT, usePdfThumbnails } from '@/lib/workers/pdf-client'
import { Button } from '@/ui/button'
import { useSplitStrings } from './strings'

type Props = {
  file: File
  fileKey: string
  pageCount: number
  password?: string
  picked: ReadonlySet<number>
  onChange: (picked: Set<number>) => void
}

/** Page tiles with previews and a checkbox each, for extracting the pages the user ticks. */
export function PickPages({ file, fileKey, pageCount, password, picked, onChange }: Props) {
  const t = useSplitStrings()
  const thumbs = usePdfThumbnails(file, fileKey, pageCount, password)
  function toggle(index: number, on: boolean) {
    const next = new Set(picked)
    if (on) next.add(index)
    else next.delete(index)
    onChange(next)
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('pickLegend')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange(new Set(Array.from({ length: pageCount }, (_, i) => i)))}
        >
          {t('pickAll')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(new Set())}>
          {t('pickNone')}
        </Button>
        <span role="status" className="text-sm text-ink-soft">
          {t('picked', { count: picked.size })}
        </span>
      </div>
      <ul className="grid max-h-[32rem] grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4 md:grid-cols-6">
        {Array.from({ length: pageCount }, (_, index) => (
          <li key={index}>
            <label className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-line p-1 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
              <span className="flex size-20 items-center justify-center overflow-hidden rounded bg-white">
                {thumbs[index] ? (
                  <img src={thumbs[index]} alt="" className="max-h-full max-w-full" />
                ) : (
                  <span aria-hidden="true" className="text-xl font-semibold text-ink-soft">
                    {index + 1}
                  </span>
                )}
              </span>
              <span className="flex items-center gap-1 text-xs text-ink">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={picked.has(index)}
                  onChange={(event) => toggle(index, event.target.checked)}
                />
                {t('pickPage', { n: index + 1 })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {pageCount > THUMB_LIMIT ? (
        <p className="text-xs text-ink-soft">{t('morePreviews', { count: THUMB_LIMIT })}</p>
      ) : null}
    </fieldset>
  )
}
