import { AdminUsersScreen } from '@/modules/admin/admin-users-screen'
import { useSignedInStrings } from '../../auth-routes/signed-in-strings'
import { usePrivateHead } from '../../auth-routes/use-private-head'

/** /admin/users (admins only); the screen lives in src/modules/admin. */
export default function AdminUsersPage() {
  const t = useSignedInStrings()
  usePrivateHead(t('adminUsersTitle'), t('adminUsersIntro'), '/admin/users')
  return <AdminUsersScreen />
}
