import type { ComponentProps } from 'react'
import { DropZone } from '@/ui/drop-zone'

type PictureDropProps = {
  accept: ComponentProps<typeof DropZone>['accept']
  typeLabel: string
  /** What to do before a picture is chosen, and what went wrong when it could not be opened. */
  emptyText: string
  failedText: string
  state: 'empty' | 'failed' | 'loaded'
  onFile: (file: File) => void
  disabled: boolean
}

/** The drop zone of a one-picture editor (crop, passport photo), with its "choose one" and "cannot open" lines. */
export function PictureDrop({
  accept,
  typeLabel,
  emptyText,
  failedText,
  state,
  onFile,
  disabled,
}: PictureDropProps) {
  return (
    <>
      <DropZone
        accept={accept}
        typeLabel={typeLabel}
        onFiles={(files) => files[0] && onFile(files[0])}
        disabled={disabled}
      />
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failedText}
        </p>
      ) : null}
      {state === 'empty' ? <p className="text-sm text-ink-soft">{emptyText}</p> : null}
    </>
  )
}
