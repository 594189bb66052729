import { RotateCw } from 'lucide-react'
import { THUMB_LIMIT, usePdfThumbnails } from '@/lib/workers/pdf-client'
import { Button } from '@/ui/button'
import { FileList } from '@/ui/file-list'
import { turn, type PlanPage } from '../shared/pdf/page-plan'
import { useMergeStrings } from './strings'

type Props = {
  file: File
  fileKey: string
  fileName: string
  pageCount: number
  password?: string
  pages: readonly PlanPage[]
  onChange: (pages: PlanPage[]) => void
}

/** The pages of one file as tiles with previews: reorder (drag or buttons), turn and remove. */
export function PageGrid({ file, fileKey, fileName, pageCount, password, pages, onChange }: Props) {
  const t = useMergeStrings()
  const thumbs = usePdfThumbnails(file, fileKey, pageCount, password)
  const items = pages.map((page) => ({ ...page, name: t('pageN', { n: page.index + 1 }) }))
  return (
    <div className="space-y-2">
      <FileList
        layout="grid"
        label={t('pagesOf', { name: fileName })}
        items={items}
        onChange={(next) => onChange(next.map(({ id, index, rotate }) => ({ id, index, rotate })))}
        renderItem={(page) => (
          <figure className="flex flex-col items-center gap-1">
            <div className="flex h-28 w-full max-w-28 items-center justify-center overflow-hidden rounded border border-line bg-white">
              {thumbs[page.index] ? (
                <img
                  src={thumbs[page.index]}
                  alt=""
                  className="max-h-full max-w-full transition-transform"
                  style={{ transform: `rotate(${page.rotate}deg)` }}
                />
              ) : (
                <span aria-hidden="true" className="text-2xl font-semibold text-ink-soft">
                  {page.index + 1}
                </span>
              )}
            </div>
            <figcaption className="text-xs text-ink">
              {page.name}
              {page.rotate ? (
                <span className="text-ink-soft"> · {t('rotated', { degrees: page.rotate })}</span>
              ) : null}
            </figcaption>
          </figure>
        )}
        renderActions={(page, index) => (
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('rotate', { name: page.name })}
            onClick={() =>
              onChange(pages.map((p, i) => (i === index ? { ...p, rotate: turn(p.rotate) } : p)))
            }
          >
            <RotateCw aria-hidden="true" />
          </Button>
        )}
      />
      {pageCount > THUMB_LIMIT ? (
        <p className="text-xs text-ink-soft">{t('morePreviews', { count: THUMB_LIMIT })}</p>
      ) : null}
    </div>
  )
}
