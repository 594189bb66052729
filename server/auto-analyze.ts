// PGlite runs no autovacuum daemon, so nothing ever gathers planner statistics: with none, Postgres guesses a
// table holds ~100 rows and picks plans that read every row — a 500-row checkpoint pull of 10,000 job cards
// scanned and sorted all of them (390 ms instead of 13 ms) and a push of 200 rows probed the table 200 times
// (3.8 s instead of 0.7 s). This does the autovacuum daemon's ANALYZE with its default thresholds (50 rows +
// 10 % of the table changed since the last ANALYZE). Hosted Postgres has the real daemon.
import type { Db } from './db.ts'
import { ident } from './rest-sql.ts'

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, Postgres's defaults. */
export const ANALYZE_THRESHOLD = 50
export const ANALYZE_SCALE_FACTOR = 0.1

type TableStats = { schemaname: string; relname: string; n_mod_since_analyze: number; n_live_tup: number }

export function needsAnalyze(t: Pick<TableStats, 'n_mod_since_analyze' | 'n_live_tup'>): boolean {
  return Number(t.n_mod_since_analyze) > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * Number(t.n_live_tup)
}

/** Analyzes every table that changed enough; returns the names it analyzed. */
export async function analyzeChanged(db: Db): Promise<string[]> {
  // Counters reach the statistics views at most once a second; writes of the last moment would be missed.
  await db.query('select pg_stat_force_next_flush()')
  const { rows } = await db.query<TableStats>(
    `select schemaname, relname, n_mod_since_analyze, n_live_tup from pg_stat_user_tables
      where schemaname in ('public', 'auth')`,
  )
  const done: string[] = []
  for (const t of rows.filter(needsAnalyze)) {
    await db.exec(`analyze ${ident(t.schemaname)}.${ident(t.relname)}`)
    done.push(`${t.schemaname}.${t.relname}`)
  }
  return done
}

/** Checks once a second (the daemon's naptime is a minute; a local backend's bursts are shorter). */
export function startAutoAnalyze(db: Db, everyMs = 1_000): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : analyzeChanged(db))).catch(() => undefined)
  }, everyMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
