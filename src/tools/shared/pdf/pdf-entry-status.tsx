import { AlertTriangle } from 'lucide-react'
import { usePdfErrorStrings } from '@/lib/workers/pdf-client'
import { PasswordPrompt } from '@/ui/password-prompt'
import type { PdfEntry } from './use-pdf-files'

type Props = { entry: PdfEntry; onUnlock: (password: string) => void }

/** Under a file: its password prompt when locked, or why it cannot be used. */
export function PdfEntryStatus({ entry, onUnlock }: Props) {
  const errors = usePdfErrorStrings()
  if (entry.status === 'locked') {
    return (
      <PasswordPrompt
        key={entry.error ?? 'first'}
        fileName={entry.name}
        wrong={entry.error === 'WrongPassword'}
        onSubmit={onUnlock}
      />
    )
  }
  if (entry.status === 'error' && entry.error) {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {errors(entry.error)}
      </p>
    )
  }
  return null
}
