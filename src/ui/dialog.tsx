import { X } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { cn } from './cn'
import { useModal } from './use-modal'
import { useOverlayStrings } from './overlay-strings'

type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  className?: string
}

/**
 * A centred modal with a heading; a native <dialog> gives focus trap, inert page and Escape. It is portalled to
 * <body> so a form inside it never nests in the form that opened it (a nested submit would submit both).
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const t = useOverlayStrings()
  const ref = useModal(open)
  const titleId = useId()
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className={cn(
        'm-auto max-h-[92dvh] w-[40rem] max-w-[94vw] rounded-xl bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40',
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[92dvh] flex-col">
          <div className="flex items-center gap-2 border-b border-line px-4 py-3">
            <h2 id={titleId} className="flex-1 text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
        </div>
      ) : null}
    </dialog>,
    document.body,
  )
}
