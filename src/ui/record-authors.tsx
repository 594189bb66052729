// "Created by Ravi · last changed by Meena" under a record's title: who did what (issue 18). Names come
// resolved (src/data/account/use-authors.ts); a record from before people were recorded shows nothing.
import { cn } from './cn'
import { useUiStrings } from './ui-strings'

export function RecordAuthors({
  createdBy,
  changedBy,
  className,
}: {
  createdBy: string | null
  changedBy: string | null
  className?: string
}) {
  const t = useUiStrings()
  if (!createdBy && !changedBy) return null
  const parts = [
    createdBy ? t('createdBy', { name: createdBy }) : null,
    changedBy && changedBy !== createdBy ? t('changedBy', { name: changedBy }) : null,
  ].filter(Boolean)
  return <p className={cn('text-sm text-ink-soft', className)}>{parts.join(' · ')}</p>
}
