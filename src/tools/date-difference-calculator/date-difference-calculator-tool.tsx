import { useId, useState } from 'react'
import { Card } from '@/ui/card'
import { AddMode } from './add-mode'
import { DifferenceMode } from './difference-mode'
import { useDateDiffStrings } from './strings'

type Mode = 'difference' | 'add'

/** Date calculator with two modes: the gap between two dates, or a date plus/minus a duration. */
export default function DateDifferenceCalculatorTool() {
  const t = useDateDiffStrings()
  const id = useId()
  const [mode, setMode] = useState<Mode>('difference')
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('modeLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['difference', 'add'] as const).map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="sr-only"
              />
              {t(`mode_${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Card>{mode === 'difference' ? <DifferenceMode /> : <AddMode />}</Card>
    </div>
  )
}
