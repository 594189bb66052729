import { useSignedInStrings } from '../../auth-routes/signed-in-strings'
import { usePrivateHead } from '../../auth-routes/use-private-head'
import { AdminNav } from './admin-nav'

/** /admin/users (admins only). */
export default function AdminUsersPage() {
  const t = useSignedInStrings()
  usePrivateHead(t('adminUsersTitle'), t('adminUsersIntro'), '/admin/users')
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t('adminUsersTitle')}</h1>
      <AdminNav />
      <p className="text-ink-soft">{t('adminUsersIntro')}</p>
    </div>
  )
}
