import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'
import { useModal } from './use-modal'
import { useOverlayStrings } from './overlay-strings'

type DrawerProps = {
  open: boolean
  onClose: () => void
  label: string
  children: ReactNode
  className?: string
}

/**
 * A side panel over the page. A modal <dialog> gives the focus trap, the inert page behind and Escape
 * for free; focus returns to the button that opened it when it closes.
 */
export function Drawer({ open, onClose, label, children, className }: DrawerProps) {
  const t = useOverlayStrings()
  const ref = useModal(open)
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
      className={cn(
        'fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40',
        className,
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex justify-end p-2">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{open ? children : null}</div>
      </div>
    </dialog>
  )
}
