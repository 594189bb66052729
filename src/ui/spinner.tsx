import { cn } from './cn'

type SpinnerProps = { label: string; className?: string }

/** A busy indicator that screen readers announce by its label. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center p-8', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}
