import { AdminDashboardScreen } from '@/modules/admin/admin-dashboard-screen'

/** /admin/dashboard (admins only); the screen lives in src/modules/admin, the title in signed-in/pages.ts. */
export default function AdminDashboardPage() {
  return <AdminDashboardScreen />
}
