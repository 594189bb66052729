import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import { Field, Textarea } from '@/ui/field'
import { EditorDialog } from './editor-dialog'
import { usePdfEditorStrings } from './strings'

type Props = {
  open: boolean
  initial: { altText: string; decorative: boolean }
  onSave: (value: { altText: string; decorative: boolean }) => void
  onClose: () => void
}

/** Asks for an image's alt text (saved in the PDF as the figure's description) or marks it decorative. */
export function AltTextDialog({ open, initial, onSave, onClose }: Props) {
  const t = usePdfEditorStrings()
  const id = useId()
  const [altText, setAltText] = useState(initial.altText)
  const [decorative, setDecorative] = useState(initial.decorative)
  return (
    <EditorDialog open={open} title={t('altTitle')} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault()
          onSave({ altText: altText.trim(), decorative })
        }}
      >
        <Field label={t('altLabel')} htmlFor={`${id}-alt`} hint={t('altHint')}>
          <Textarea
            id={`${id}-alt`}
            value={altText}
            disabled={decorative}
            onChange={(event) => setAltText(event.target.value)}
            aria-describedby={`${id}-alt-hint`}
            rows={3}
            autoFocus
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
          />
          {t('altDecorative')}
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('altSkip')}
          </Button>
          <Button type="submit">{t('altSave')}</Button>
        </div>
      </form>
    </EditorDialog>
  )
}
