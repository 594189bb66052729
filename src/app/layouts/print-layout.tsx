import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { Spinner } from '@/ui/spinner'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'
import { useSignedInHead } from '../signed-in/use-signed-in-head'

/** Print routes (/print/...): a plain white page with no chrome (spec §2). */
export default function PrintLayout() {
  const t = useSignedInStrings()
  useSignedInHead()
  return (
    <main className="min-h-dvh bg-white text-black print:min-h-0">
      <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh] print:hidden" />}>
        <Outlet />
      </Suspense>
    </main>
  )
}
