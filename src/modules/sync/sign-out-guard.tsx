// Signing out with changes not yet on the server warns first; the changes stay in this user's local database
// and push at the next sign-in of the same user on this device.
import { useState } from 'react'
import { useSyncStatus } from '@/data/use-sync-status'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { useSyncStrings } from './sync-strings'

export function useSignOutGuard(signOut: () => void) {
  const t = useSyncStrings()
  const { pending } = useSyncStatus()
  const [asking, setAsking] = useState(false)
  const request = () => (pending > 0 ? setAsking(true) : signOut())
  const dialog = (
    <Dialog open={asking} onClose={() => setAsking(false)} title={t('signOutTitle')} className="w-[28rem]">
      <p data-testid="sign-out-warning">{t('signOutBody', { count: pending })}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('stay')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setAsking(false)
            signOut()
          }}
        >
          {t('signOutAnyway')}
        </Button>
      </div>
    </Dialog>
  )
  return { request, dialog }
}
