// The people of the user's company, by id: what a list or a record shows for created_by / updated_by. Read
// from the server (company_people(), schemas/sql/0023) when online, kept in the local database so names show
// offline too; a person not known yet (joined since the last read) shows as a short id, never as nothing.
import { useEffect, useState } from 'react'
import type { SupabaseClient } from '@/lib/supabase'
import type { AppDatabase } from '../database'

export type Person = { id: string; name: string; company_role: 'owner' | 'staff'; active: boolean }

const KEY = 'company_people'
type Stored = { people: Person[] }

/** Reads the company's people from the server into the local database; false when that could not be done. */
export async function refreshPeople(db: AppDatabase, client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.rpc('company_people')
  if (error || !Array.isArray(data)) return false
  const people = (data as Record<string, unknown>[]).map((p) => ({
    id: String(p.id),
    name: typeof p.name === 'string' && p.name ? p.name : String(p.id).slice(0, 8),
    company_role: p.company_role === 'staff' ? ('staff' as const) : ('owner' as const),
    active: p.active !== false,
  }))
  await db.upsertLocal<Stored>(KEY, { people })
  return true
}

/** Follows the stored people; returns the stop function. */
export function watchPeople(db: AppDatabase, listener: (people: Person[]) => void): () => void {
  const sub = db.getLocal$<Stored>(KEY).subscribe((doc) => listener(doc?.get('people') ?? []))
  return () => sub.unsubscribe()
}

/** The name to show for a user id (deactivated people keep theirs). */
export function personName(people: readonly Person[], id: string | undefined): string | null {
  if (!id) return null
  return people.find((p) => p.id === id)?.name ?? id.slice(0, 8)
}

/** The read in flight per database: a list mounts many rows at once, and they share one request. */
const reading = new WeakMap<AppDatabase, Promise<boolean>>()

/** The company's people, live; read again from the server when a view that shows them mounts online (so a
 * member who joined since shows by name), one request for all the views mounting together. */
export function useCompanyPeople(db: AppDatabase, client: () => Promise<SupabaseClient>): Person[] {
  const [people, setPeople] = useState<Person[]>([])
  useEffect(() => watchPeople(db, setPeople), [db])
  useEffect(() => {
    if (reading.has(db) || (typeof navigator !== 'undefined' && !navigator.onLine)) return
    const read = client()
      .then((c) => refreshPeople(db, c))
      .catch(() => false)
      .finally(() => reading.delete(db))
    reading.set(db, read)
  }, [db, client])
  return people
}
