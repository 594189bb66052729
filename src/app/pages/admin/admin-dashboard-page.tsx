import { useSignedInStrings } from '../../auth-routes/signed-in-strings'
import { usePrivateHead } from '../../auth-routes/use-private-head'
import { AdminNav } from './admin-nav'

/** /admin and /admin/dashboard (admins only). */
export default function AdminDashboardPage() {
  const t = useSignedInStrings()
  usePrivateHead(t('adminTitle'), t('adminIntro'), '/admin/dashboard')
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t('adminTitle')}</h1>
      <AdminNav />
      <p className="text-ink-soft">{t('adminIntro')}</p>
    </div>
  )
}
