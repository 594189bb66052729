import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { copyText } from '@/lib/clipboard'
import { Button, type ButtonProps } from './button'
import { useUiStrings } from './ui-strings'

type CopyState = 'idle' | 'copied' | 'failed'

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The text to copy, or a function that builds it at click time (for large results). */
  text: string | (() => string)
  /** Visible label; "Copy" when omitted. */
  label?: string
}

const RESET_AFTER_MS = 2000

/** A button that copies text and both shows and announces whether it worked. */
export function CopyButton({
  text,
  label,
  variant = 'secondary',
  size = 'sm',
  className,
  ...props
}: CopyButtonProps) {
  const t = useUiStrings()
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function handleCopy() {
    clearTimeout(timer.current)
    const ok = await copyText(typeof text === 'function' ? text() : text)
    setState(ok ? 'copied' : 'failed')
    // A failure message stays until the next try: the user needs time to read it and copy by hand.
    if (ok) timer.current = setTimeout(() => setState('idle'), RESET_AFTER_MS)
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={handleCopy}
        data-state={state}
        {...props}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? t('copied') : (label ?? t('copy'))}
      </Button>
      <span
        role="status"
        aria-live="polite"
        className={state === 'failed' ? 'text-xs font-medium text-red-700' : 'sr-only'}
      >
        {state === 'copied' ? t('copiedAnnouncement') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  )
}
