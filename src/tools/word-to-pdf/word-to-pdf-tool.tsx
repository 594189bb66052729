import { Printer } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { Spinner } from '@/ui/spinner'
import { pageRule, sniffWord } from './logic'
import { useWordStrings } from './strings'

const DOCX_ACCEPT = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  '.docx',
  '.doc',
] as const
type State =
  | { status: 'idle' }
  | { status: 'rendering' }
  | { status: 'ready' }
  | { status: 'error'; message: 'doc' | 'notDocx' | 'broken' }

const PRINT_ROOT = 'word-print-root'
// A copy of the rendered pages lives directly in <body>; when printing, it is the only thing shown, one
// document page per sheet, without the preview's grey gaps and shadows.
const PRINT_CSS = `
@media screen { #${PRINT_ROOT} { display: none; } }
@media print {
  body > *:not(#${PRINT_ROOT}) { display: none !important; }
  #${PRINT_ROOT} { display: block; }
  #${PRINT_ROOT} .docx-wrapper { background: none !important; padding: 0 !important; display: block !important; }
  #${PRINT_ROOT} .docx-wrapper > section.docx { box-shadow: none !important; margin: 0 !important; }
  #${PRINT_ROOT} .docx-wrapper > section.docx:not(:last-of-type) { break-after: page; }
}`

/**
 * Word to PDF with the browser's own layout engine: docx-preview lays the document out as pages in HTML
 * (so Hindi and every other script are shaped correctly), and the browser's print turns them into a PDF.
 */
export default function WordToPdfTool() {
  const t = useWordStrings()
  const [file, setFile] = useState<File | null>(null)
  const [state, setState] = useState<State>({ status: 'idle' })
  const body = useRef<HTMLDivElement>(null)
  const styles = useRef<HTMLDivElement>(null)
  const [page, setPage] = useState('')

  useEffect(() => {
    const root = document.createElement('div')
    root.id = PRINT_ROOT
    document.body.append(root)
    return () => root.remove()
  }, [])

  useEffect(() => {
    if (!file || !body.current || !styles.current) return
    let stale = false
    const target = body.current
    const styleTarget = styles.current
    void (async () => {
      setState({ status: 'rendering' })
      const kind = sniffWord(new Uint8Array(await file.slice(0, 8).arrayBuffer()))
      if (kind !== 'docx') {
        if (!stale) setState({ status: 'error', message: kind === 'doc' ? 'doc' : 'notDocx' })
        return
      }
      try {
        const { renderAsync } = await import('docx-preview')
        target.replaceChildren()
        styleTarget.replaceChildren()
        await renderAsync(file, target, styleTarget, {
          inWrapper: true,
          breakPages: true,
          renderHeaders: true,
          renderFooters: true,
          renderFootnotes: true,
          renderEndnotes: true,
          renderChanges: false,
          renderComments: false,
          useBase64URL: true,
        })
        if (stale) return
        document.getElementById(PRINT_ROOT)?.replaceChildren(target.cloneNode(true))
        const first = target.querySelector<HTMLElement>('section.docx')
        setPage(pageRule(first?.style.width ?? '', first?.style.minHeight ?? ''))
        setState({ status: 'ready' })
      } catch {
        if (!stale) setState({ status: 'error', message: 'broken' })
      }
    })()
    return () => {
      stale = true
    }
  }, [file])

  return (
    <div className="space-y-4">
      <style>{`${PRINT_CSS}\n@media print { ${page} }`}</style>
      <Card className="space-y-3">
        <DropZone
          accept={DOCX_ACCEPT}
          typeLabel={t('typeLabel')}
          onFiles={(files) => setFile(files[0] ?? null)}
          disabled={state.status === 'rendering'}
        />
        <p className="text-xs text-ink-soft">{t('notSupported')}</p>
        {state.status === 'rendering' ? <Spinner label={t('rendering')} /> : null}
        {state.status === 'error' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(state.message)}
          </p>
        ) : null}
        {state.status === 'ready' ? (
          <div className="space-y-2">
            <Button size="lg" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('save')}
            </Button>
            <p className="text-sm text-ink-soft">{t('howTo')}</p>
          </div>
        ) : null}
      </Card>
      <div ref={styles} />
      <section
        aria-label={file ? t('previewLabel', { name: file.name }) : undefined}
        className={state.status === 'ready' ? 'overflow-x-auto rounded-xl border border-line' : 'hidden'}
      >
        <div ref={body} />
      </section>
    </div>
  )
}
