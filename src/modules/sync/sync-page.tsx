// /sync: every value that lost a conflict, with the choice to put it back or dismiss it; and every number a
// record had to give up because another device issued it first (only to note and dismiss).
import { useState } from 'react'
import type { SyncedCollectionName } from '@schemas/index'
import { useData } from '@/data/data-context'
import { updateRecord } from '@/data/records'
import { isNumberField } from '@/data/replication/renumber'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { displayValue, formatWhen } from './sync-format'
import { useSyncStrings } from './sync-strings'

export default function SyncPage() {
  const t = useSyncStrings()
  const lang = useLanguage()
  const { db, writer } = useData()
  const [showDismissed, setShowDismissed] = useState(false)
  const { data: entries } = useRxQuery(
    () =>
      db.conflicts.find({
        selector: showDismissed ? {} : { dismissed: false },
        sort: [{ at: 'desc' }],
        limit: 500,
      }),
    [db, showDismissed],
  )
  const now = Date.now()

  async function dismiss(id: string) {
    await db.conflicts.findOne(id).incrementalPatch({ dismissed: true })
  }

  async function restoreMine(id: string) {
    const entry = await db.conflicts.findOne(id).exec()
    if (!entry) return
    const collection = db[entry.source as SyncedCollectionName]
    try {
      await updateRecord(
        collection as never,
        entry.doc_id,
        () => ({ [entry.field]: JSON.parse(entry.lost_value) }) as never,
        writer,
      )
      await entry.incrementalPatch({ dismissed: true })
      toast({ title: t('restored') })
    } catch {
      toast({ title: t('recordGone'), variant: 'destructive' })
    }
  }

  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-ink">{t('pageTitle')}</h1>
      <p className="mt-2 text-ink-soft">{t('pageIntro')}</p>
      <label className="mt-4 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={showDismissed} onChange={(e) => setShowDismissed(e.target.checked)} />
        {t('showDismissed')}
      </label>
      {entries && entries.length === 0 ? <p className="mt-6 rounded-lg bg-muted p-4">{t('empty')}</p> : null}
      <ul className="mt-4 flex flex-col gap-3" data-testid="conflicts">
        {(entries ?? []).map((c) => (
          <li key={c.id} className="rounded-xl border border-line bg-surface p-4">
            <p className="font-semibold">{c.label}</p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-soft">{t('field')}</dt>
              <dd>{c.field}</dd>
              <dt className="text-ink-soft">{t('yours')}</dt>
              <dd className="font-medium">{displayValue(c.lost_value, t('emptyValue'))}</dd>
              <dt className="text-ink-soft">{t('kept')}</dt>
              <dd>{displayValue(c.kept_value, t('emptyValue'))}</dd>
              <dt className="text-ink-soft">{t('when')}</dt>
              <dd>{formatWhen(c.at, now, lang, t('justNow'))}</dd>
            </dl>
            {isNumberField(c.source, c.field) ? <p className="mt-2 text-sm">{t('renumbered')}</p> : null}
            {!c.dismissed ? (
              <div className="mt-3 flex gap-2">
                {/* An earlier number would only be refused again. */}
                {isNumberField(c.source, c.field) ? null : (
                  <Button size="sm" onClick={() => void restoreMine(c.id)}>
                    {t('useMine')}
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={() => void dismiss(c.id)}>
                  {t('dismiss')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
