import { X } from 'lucide-react'
import { dismissToast, useToasts, type ToastData } from '@/lib/toast'
import { cn } from './cn'
import { useOverlayStrings } from './overlay-strings'

function ToastItem({ toast }: { toast: ToastData }) {
  const t = useOverlayStrings()
  const destructive = toast.variant === 'destructive'
  return (
    <li
      // An error interrupts the screen reader; anything else waits its turn.
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      data-variant={toast.variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-line bg-surface text-ink',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-ink-soft')}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('close')}
        className={cn(
          '-m-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-1',
          destructive
            ? 'hover:bg-red-800 focus-visible:outline-white'
            : 'hover:bg-muted focus-visible:outline-brand-600',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}

/** Shows the open toasts of src/lib/toast.ts: top on phones, bottom right on wide screens. */
export function Toaster() {
  const t = useOverlayStrings()
  const open = useToasts().filter((item) => item.open)
  return (
    <section
      aria-label={t('notifications')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-3 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {open.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  )
}
