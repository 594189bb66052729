import { useAuth } from '@/auth/auth-context'
import { DevicesSection } from '@/auth/devices/devices-section'
import { Card } from '@/ui/card'
import { NewPasswordForm } from '../auth-routes/new-password-form'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'

/** /profile: e-mail and role, change password, and the devices signed in to this account. */
export default function ProfilePage() {
  const t = useSignedInStrings()
  const auth = useAuth()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{t('profileTitle')}</h1>
      <Card aria-labelledby="profile-account">
        <h2 id="profile-account" className="text-lg font-semibold">
          {t('accountHeading')}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink-soft">{t('email')}</dt>
          <dd className="font-medium break-all text-ink" data-testid="profile-email">
            {auth.user?.email}
          </dd>
          <dt className="text-ink-soft">{t('role')}</dt>
          <dd className="font-medium text-ink">{auth.isAdmin ? t('roleAdmin') : t('roleUser')}</dd>
        </dl>
      </Card>
      <Card aria-labelledby="profile-password">
        <h2 id="profile-password" className="mb-4 text-lg font-semibold">
          {t('changePassword')}
        </h2>
        <NewPasswordForm
          labels={{
            password: t('newPassword'),
            confirm: t('confirmPassword'),
            submit: t('savePassword'),
            busy: t('saving'),
          }}
          save={auth.updatePassword}
          savedText={t('passwordChanged')}
          failedText={(message) => t('passwordChangeFailed', { message })}
        />
      </Card>
      <DevicesSection />
    </div>
  )
}
