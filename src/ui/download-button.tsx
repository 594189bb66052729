import { Download } from 'lucide-react'
import { downloadText } from '@/lib/download'
import { Button, type ButtonProps } from './button'
import { useUiStrings } from './ui-strings'

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** File name without or with the extension. */
  fileName: string
  /** The text to save, or a function that builds it at click time. */
  text: string | (() => string)
  label?: string
}

/** A button that saves text as a .txt file on the device. */
export function DownloadButton({
  fileName,
  text,
  label,
  variant = 'secondary',
  size = 'sm',
  ...props
}: DownloadButtonProps) {
  const t = useUiStrings()
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => downloadText(fileName, typeof text === 'function' ? text() : text)}
      {...props}
    >
      <Download aria-hidden="true" />
      {label ?? t('download')}
    </Button>
  )
}
