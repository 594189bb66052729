import { fyCounterRows } from '../domain/row'
import { useSettingsStrings } from '../settings-strings'
import { Section } from './form-parts'

/** fy_counters, read-only: numbering owns them. */
export function CountersSection({ counters }: { counters: unknown }) {
  const t = useSettingsStrings()
  const rows = fyCounterRows(counters)
  return (
    <Section id="counters" title={t('secCounters')} intro={t('countersIntro')}>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('noCounters')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-left text-ink-soft">
              <th scope="col" className="py-1 font-medium">
                {t('series')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('lastNumber')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0">
                <td className="py-1.5 font-mono">{row.key}</td>
                <td className="py-1.5 text-right tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  )
}
