import { AdminDashboardScreen } from '@/modules/admin/admin-dashboard-screen'
import { useSignedInStrings } from '../../auth-routes/signed-in-strings'
import { usePrivateHead } from '../../auth-routes/use-private-head'

/** /admin and /admin/dashboard (admins only); the screen lives in src/modules/admin. */
export default function AdminDashboardPage() {
  const t = useSignedInStrings()
  usePrivateHead(t('adminTitle'), t('adminIntro'), '/admin/dashboard')
  return <AdminDashboardScreen />
}
