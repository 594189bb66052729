import { Copy, FolderOpen, Trash2 } from 'lucide-react'
import type { SavedInvoice } from '@/lib/tools-db'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { cn } from '@/ui/cn'
import { formatPaise } from '@/utils/indian-number'
import { useInvoiceStrings } from './strings'

type Props = {
  id: string
  invoices: readonly SavedInvoice[]
  onOpen: (i: SavedInvoice) => void
  onDuplicate: (i: SavedInvoice) => void
  onDelete: (i: SavedInvoice) => void
  className?: string
}

/** The invoices saved on this device, newest first, with open, duplicate and delete. */
export function PastInvoices({ id, invoices, onOpen, onDuplicate, onDelete, className }: Props) {
  const t = useInvoiceStrings()
  return (
    <Card aria-labelledby={id} className={cn('space-y-3', className)}>
      <h2 id={id} className="text-lg font-semibold">
        {t('pastInvoices')}
      </h2>
      {invoices.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('noInvoices')}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="past-invoices">
          {invoices.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{inv.number}</p>
                <p className="truncate text-sm text-ink-soft">
                  {inv.date} · {inv.buyer} · {formatPaise(inv.totalPaise)}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('open')} ${inv.number}`}
                  onClick={() => onOpen(inv)}
                >
                  <FolderOpen aria-hidden="true" />
                  {t('open')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('duplicate')} ${inv.number}`}
                  onClick={() => onDuplicate(inv)}
                >
                  <Copy aria-hidden="true" />
                  {t('duplicate')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('delete')} ${inv.number}`}
                  onClick={() => onDelete(inv)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
