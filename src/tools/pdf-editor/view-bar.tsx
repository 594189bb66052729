import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Maximize,
  MoveHorizontal,
  RotateCcw,
  RotateCw,
  Search,
  ZoomIn,
  ZoomOut,
} from 'lucide-react'
import { useEffect, useId, useState, type RefObject } from 'react'
import { Input } from '@/ui/field'
import { ButtonGroup } from './button-group'
import type { EditorController, ViewerState } from './editor-controller'
import { parsePageNumber, stepZoom } from './logic'
import { usePdfEditorStrings } from './strings'

type Props = {
  controller: EditorController
  state: ViewerState
  searchInput: RefObject<HTMLInputElement | null>
}

/** Zoom, fit, view rotation, page navigation and find. */
export function ViewBar({ controller, state, searchInput }: Props) {
  const t = usePdfEditorStrings()
  const id = useId()
  const [pageText, setPageText] = useState(String(state.page))
  const [pageError, setPageError] = useState(false)
  const [query, setQuery] = useState('')
  useEffect(() => setPageText(String(state.page)), [state.page])

  const findStatus =
    query.trim() === '' || state.findState === null
      ? ''
      : state.findState === 3
        ? t('findPending')
        : state.findState === 1 || state.matches.total === 0
          ? t('findNone')
          : t('findCount', { current: state.matches.current, total: state.matches.total })

  return (
    <div role="toolbar" aria-label={t('view')} className="flex flex-wrap items-center gap-1 text-sm">
      <ButtonGroup
        iconOnly
        buttons={[
          { label: t('zoomOut'), icon: ZoomOut, onClick: () => controller.zoomTo(stepZoom(state.scale, -1)) },
        ]}
      />
      <span className="min-w-14 text-center tabular-nums" aria-live="polite">
        <span className="sr-only">{t('zoomLevel', { percent: Math.round(state.scale * 100) })}</span>
        <span aria-hidden="true">{Math.round(state.scale * 100)}%</span>
      </span>
      <ButtonGroup
        iconOnly
        buttons={[
          { label: t('zoomIn'), icon: ZoomIn, onClick: () => controller.zoomTo(stepZoom(state.scale, 1)) },
          { label: t('fitWidth'), icon: MoveHorizontal, onClick: () => controller.zoomTo('page-width') },
          { label: t('fitPage'), icon: Maximize, onClick: () => controller.zoomTo('page-fit') },
          { label: t('rotateLeft'), icon: RotateCcw, onClick: () => controller.rotate(-90) },
          { label: t('rotateRight'), icon: RotateCw, onClick: () => controller.rotate(90) },
        ]}
      />
      <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
      <ButtonGroup
        iconOnly
        buttons={[
          {
            label: t('previousPage'),
            icon: ChevronLeft,
            disabled: state.page <= 1,
            onClick: () => controller.goToPage(state.page - 1),
          },
        ]}
      />
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault()
          const page = parsePageNumber(pageText, state.pages)
          setPageError(page === null)
          if (page !== null) controller.goToPage(page)
        }}
      >
        <label htmlFor={`${id}-page`} className="sr-only">
          {t('page')}
        </label>
        <span className="w-14 shrink-0">
          <Input
            id={`${id}-page`}
            inputMode="numeric"
            value={pageText}
            onChange={(event) => setPageText(event.target.value)}
            aria-invalid={pageError || undefined}
            aria-describedby={pageError ? `${id}-page-error` : undefined}
            className="h-8 px-2 text-center"
          />
        </span>
        <span>{t('pageOf', { count: state.pages })}</span>
      </form>
      <ButtonGroup
        iconOnly
        buttons={[
          {
            label: t('nextPage'),
            icon: ChevronRight,
            disabled: state.page >= state.pages,
            onClick: () => controller.goToPage(state.page + 1),
          },
        ]}
      />
      {pageError ? (
        <span id={`${id}-page-error`} role="alert" className="font-medium text-red-700">
          {t('pageInvalid', { count: state.pages })}
        </span>
      ) : null}
      <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
      <form
        role="search"
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault()
          if (query.trim()) controller.search(query, true)
        }}
      >
        <label htmlFor={`${id}-find`} className="sr-only">
          {t('find')}
        </label>
        <Search aria-hidden="true" className="size-4 text-ink-soft" />
        <span className="w-40 shrink-0">
          <Input
            ref={searchInput}
            id={`${id}-find`}
            type="search"
            value={query}
            placeholder={t('find')}
            onChange={(event) => {
              setQuery(event.target.value)
              if (event.target.value.trim()) controller.search(event.target.value, false)
              else controller.closeSearch()
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.shiftKey) {
                event.preventDefault()
                if (query.trim()) controller.search(query, true, true)
              }
            }}
            className="h-8"
          />
        </span>
        <ButtonGroup
          iconOnly
          buttons={[
            {
              label: t('findPrevious'),
              icon: ChevronUp,
              onClick: () => void (query.trim() && controller.search(query, true, true)),
            },
            { label: t('findNext'), icon: ChevronDown, type: 'submit' },
          ]}
        />
        <span className="min-w-16 text-ink-soft" aria-live="polite" data-testid="find-status">
          {findStatus}
        </span>
      </form>
    </div>
  )
}
