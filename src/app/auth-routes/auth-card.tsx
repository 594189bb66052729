import type { ReactNode } from 'react'
import { Card } from '@/ui/card'
import { useOnline } from '@/lib/use-online'
import { useAuthPageStrings } from './auth-page-strings'

/** The centred card of the sign-in pages, with an offline notice (signing in needs the network). */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useAuthPageStrings()
  const online = useOnline()
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-ink-soft">{intro}</p> : null}
        {!online ? (
          <p role="status" className="mt-4 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-ink">
            {t('offlineNotice')}
          </p>
        ) : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  )
}
