import { SettingsScreen } from '@/modules/settings/settings-screen'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'
import { usePrivateHead } from '../auth-routes/use-private-head'

/** /settings (login only); the screen lives in src/modules/settings. */
export default function SettingsPage() {
  const t = useSignedInStrings()
  usePrivateHead(t('settingsTitle'), t('settingsIntro'), '/settings')
  return <SettingsScreen />
}
