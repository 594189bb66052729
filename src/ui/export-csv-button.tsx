// "Export CSV" for a list: builds the file at click time (every record, not just the page shown) and saves it
// on the device; works offline and while the account is read-only (DESIGN.md §4: data stays exportable).
import { Download } from 'lucide-react'
import { useState } from 'react'
import { downloadText } from '@/lib/download'
import { toast } from '@/lib/toast'
import { Button } from './button'
import { useUiStrings } from './ui-strings'

export function ExportCsvButton({ fileName, build }: { fileName: string; build: () => Promise<string> }) {
  const t = useUiStrings()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true)
        build()
          .then((csv) => downloadText(fileName, csv, '.csv', 'text/csv'))
          .catch(() => toast({ title: t('exportFailed'), variant: 'destructive' }))
          .finally(() => setBusy(false))
      }}
    >
      <Download aria-hidden="true" />
      {t('exportCsv')}
    </Button>
  )
}
