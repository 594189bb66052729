import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { Button } from '@/ui/button'
import { useSettingsStrings } from '../settings-strings'

type RowActionsProps = {
  name: string
  index: number
  count: number
  onMove: (delta: number) => void
  onRemove?: () => void
  disabled?: boolean
}

/** Up, down and remove buttons of one list row, named after the row for screen readers. */
export function RowActions({ name, index, count, onMove, onRemove, disabled }: RowActionsProps) {
  const t = useSettingsStrings()
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('moveDown', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('remove', { name })}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  )
}
