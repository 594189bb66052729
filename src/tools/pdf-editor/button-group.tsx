import type { LucideIcon } from 'lucide-react'
import { Button } from '@/ui/button'

export type GroupButton = {
  label: string
  icon: LucideIcon
  /** Left out for a submit button (its form acts). */
  onClick?: () => void
  disabled?: boolean
  /** For aria-keyshortcuts, e.g. "Control+Z". */
  shortcut?: string
  type?: 'button' | 'submit'
}

type Props = {
  buttons: readonly GroupButton[]
  /** Icon-only buttons carry their label as aria-label and tooltip; otherwise it is shown as text. */
  iconOnly?: boolean
  className?: string
}

/** A row of ghost buttons of the editor's bars (view controls, undo/redo/delete, page actions). */
export function ButtonGroup({ buttons, iconOnly = false, className }: Props) {
  return buttons.map(({ label, icon: Icon, onClick, disabled, shortcut, type = 'button' }) => (
    <Button
      key={label}
      type={type}
      variant="ghost"
      size={iconOnly ? 'icon' : 'sm'}
      className={className}
      disabled={disabled}
      onClick={onClick}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      aria-keyshortcuts={shortcut}
    >
      <Icon aria-hidden="true" />
      {iconOnly ? null : label}
    </Button>
  ))
}
