// The period of the report on screen, read from and written to the address beside the report's own params.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { localToday } from '@/auth/permissions'
import { periodFromParams, periodParams, type PeriodKind, type ReportPeriod } from '../domain/period'

export function useReportPeriod(fallback: PeriodKind = 'month'): {
  period: ReportPeriod
  today: string
  setPeriod: (p: ReportPeriod) => void
} {
  const [params, setParams] = useSearchParams()
  const today = localToday()
  const key = `${params.get('period')} ${params.get('from')} ${params.get('to')}`
  // The key names the period: a new params object with the same period must not make a new period.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const period = useMemo(() => periodFromParams(params, today, fallback), [key, today, fallback])
  const setPeriod = useCallback(
    (p: ReportPeriod) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const k of ['period', 'from', 'to']) next.delete(k)
          for (const [k, v] of Object.entries(periodParams(p))) next.set(k, v)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return { period, today, setPeriod }
}
