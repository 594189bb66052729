import { AdminUsersScreen } from '@/modules/admin/admin-users-screen'
import { builtFeatures } from '../../modules'

// The access editor offers the features whose module is built, and says nothing of the others.
const FEATURES = builtFeatures()

/** /admin/users (admins only); the screen lives in src/modules/admin, the title in signed-in/pages.ts. */
export default function AdminUsersPage() {
  return <AdminUsersScreen features={FEATURES} />
}
