import { Languages } from 'lucide-react'
import { setLanguage, useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { useAppStrings } from '../strings'

/** One button that flips between English and Hindi; the choice is remembered on this device. */
export function LanguageSwitch() {
  const t = useAppStrings()
  const lang = useLanguage()
  const other = lang === 'en' ? 'hi' : 'en'
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      aria-label={t('languageSwitchLabel')}
      onClick={() => setLanguage(other)}
      data-testid="language-switch"
    >
      <Languages aria-hidden="true" />
      <span>{t('languageSwitch')}</span>
    </Button>
  )
}
