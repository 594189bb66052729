import { Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { buttonVariants } from './button'
import { cn } from './cn'
import { useFileStrings } from './file-strings'

type DropZoneProps = {
  /** MIME types and extensions the zone takes, e.g. ['application/pdf', '.pdf']. */
  accept: readonly string[]
  /** How the accepted kind is named in messages, e.g. "PDF" or "JPG, PNG or WebP". */
  typeLabel: string
  multiple?: boolean
  onFiles: (files: File[]) => void
  /** Listen for Ctrl+V of files anywhere on the page while mounted. */
  acceptPaste?: boolean
  className?: string
  disabled?: boolean
}

/** Whether a file matches one of the MIME types or extensions. */
export function fileMatches(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return accept.some((rule) => {
    const r = rule.toLowerCase()
    if (r.startsWith('.')) return name.endsWith(r)
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1))
    return type === r
  })
}

/** A drop target with a file picker (and optional paste) that refuses other kinds of files with a message. */
export function DropZone({
  accept,
  typeLabel,
  multiple = false,
  onFiles,
  acceptPaste = true,
  className,
  disabled,
}: DropZoneProps) {
  const t = useFileStrings()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const take = useRef<(files: File[]) => void>(() => undefined)

  take.current = (incoming: File[]) => {
    const list = multiple ? incoming : incoming.slice(0, 1)
    const wrongType = list.filter((file) => !fileMatches(file, accept))
    const empty = list.filter((file) => fileMatches(file, accept) && file.size === 0)
    const good = list.filter((file) => fileMatches(file, accept) && file.size > 0)
    const notes: string[] = []
    if (wrongType.length) {
      notes.push(
        t('refused', {
          count: wrongType.length,
          names: wrongType.map((f) => f.name || '?').join(', '),
          types: typeLabel,
        }),
      )
    }
    for (const file of empty) notes.push(t('emptyRefused', { name: file.name }))
    if (good.length) onFiles(good)
    if (notes.length) setMessage({ text: notes.join(' '), error: true })
    else if (good.length) setMessage({ text: t('added', { count: good.length }), error: false })
  }

  useEffect(() => {
    if (!acceptPaste || disabled) return
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])]
      if (files.length === 0) return
      event.preventDefault()
      take.current(files)
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [acceptPaste, disabled])

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    if (disabled) return
    take.current([...event.dataTransfer.files])
  }

  return (
    <div className={className}>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-over={over || undefined}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line bg-muted/40 px-4 py-8 text-center transition-colors',
          over && 'border-brand-600 bg-brand-50',
          disabled && 'opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-brand-700" />
        <p className="font-medium text-ink">{t('dropTitle')}</p>
        <p className="text-sm text-ink-soft">{t('dropOr')}</p>
        <label
          htmlFor={`${id}-input`}
          className={cn(
            buttonVariants({ variant: 'primary' }),
            'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          )}
        >
          {multiple ? t('choose') : t('chooseOne')}
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            className="sr-only"
            accept={accept.join(',')}
            multiple={multiple}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              take.current([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {typeLabel}
          {acceptPaste ? ` · ${t('pasteHint')}` : ''}
        </p>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={message?.error ? 'mt-2 text-sm font-medium text-red-700' : 'sr-only'}
      >
        {message?.text ?? ''}
      </p>
    </div>
  )
}
