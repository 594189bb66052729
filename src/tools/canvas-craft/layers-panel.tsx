import { ArrowDown, ArrowUp, Eye, EyeOff, Lock, LockOpen, Trash2 } from 'lucide-react'
import { Button } from '@/ui/button'
import type { Design, DesignElement, Edit } from './logic'
import type { useCanvasStrings } from './strings'

type LayersProps = {
  design: Design
  selectedId: string | null
  onSelect: (id: string | null) => void
  onEdit: (change: Edit) => void
  nameOf: (e: DesignElement) => string
  t: ReturnType<typeof useCanvasStrings>
}

/** The elements top layer first, each with select, order, hide, lock and delete buttons. */
export function LayersPanel({ design, selectedId, onSelect, onEdit, nameOf, t }: LayersProps) {
  const top = design.elements.length - 1
  const rows = design.elements.map((e, index) => ({ e, index })).reverse()
  return (
    <div className="space-y-2">
      <h2 className="text-base font-semibold text-ink">{t('layers')}</h2>
      {rows.length === 0 ? <p className="text-sm text-ink-soft">{t('layersEmpty')}</p> : null}
      <ul className="space-y-1" aria-label={t('layers')}>
        {rows.map(({ e, index }) => {
          const name = nameOf(e)
          const icon = (label: string) => `${label}: ${name}`
          return (
            <li
              key={e.id}
              className={`flex flex-wrap items-center gap-1 rounded-lg border p-1 ${
                e.id === selectedId ? 'border-brand-600 bg-brand-50' : 'border-line'
              }`}
            >
              <button
                type="button"
                className="min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-pressed={e.id === selectedId}
                onClick={() => onSelect(e.id)}
              >
                <span className={e.hidden ? 'text-ink-soft line-through' : undefined}>{name}</span>
              </button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={icon(e.hidden ? t('show') : t('hide'))}
                title={e.hidden ? t('show') : t('hide')}
                onClick={() => onEdit({ type: 'update', id: e.id, patch: { hidden: !e.hidden } })}
              >
                {e.hidden ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={icon(e.locked ? t('unlock') : t('lock'))}
                title={e.locked ? t('unlock') : t('lock')}
                onClick={() => onEdit({ type: 'update', id: e.id, patch: { locked: !e.locked } })}
              >
                {e.locked ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={icon(t('up'))}
                title={t('up')}
                disabled={index === top}
                onClick={() => onEdit({ type: 'layer', id: e.id, to: 'up' })}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={icon(t('down'))}
                title={t('down')}
                disabled={index === 0}
                onClick={() => onEdit({ type: 'layer', id: e.id, to: 'down' })}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={icon(t('remove'))}
                title={e.locked ? t('lockedNote') : t('remove')}
                disabled={e.locked}
                onClick={() => {
                  onEdit({ type: 'remove', id: e.id })
                  if (e.id === selectedId) onSelect(null)
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
