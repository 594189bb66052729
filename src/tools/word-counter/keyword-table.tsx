import { useLanguage } from '@/lib/i18n'
import type { KeywordCount } from './logic'
import { useWordCounterStrings } from './strings'

/** The top keywords with how often each appears and its share of all words. */
export function KeywordTable({ keywords }: { keywords: readonly KeywordCount[] }) {
  const t = useWordCounterStrings()
  const lang = useLanguage()
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN'
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
  const count = new Intl.NumberFormat(locale)
  if (keywords.length === 0) return <p className="text-sm text-ink-soft">{t('keywordsEmpty')}</p>
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('keywordsCaption')}</caption>
      <thead>
        <tr className="border-b border-line text-left text-ink-soft">
          <th scope="col" className="py-1.5 pr-2 font-medium">
            {t('keyword')}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-medium">
            {t('count')}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t('density')}
          </th>
        </tr>
      </thead>
      <tbody>
        {keywords.map((keyword) => (
          <tr key={keyword.word} className="border-b border-line last:border-0">
            <th scope="row" className="max-w-0 truncate py-1.5 pr-2 text-left font-normal text-ink">
              {keyword.word}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums">{count.format(keyword.count)}</td>
            <td className="py-1.5 text-right tabular-nums">{percent.format(keyword.percent)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
