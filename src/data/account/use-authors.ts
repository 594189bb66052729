// Who created and who last changed a record, as names of the company's people (company-people.ts).
import { getSupabase } from '@/lib/supabase'
import { useData } from '../data-context'
import { personName, useCompanyPeople } from './company-people'

export function useAuthors(record: { created_by?: string; updated_by?: string } | null | undefined): {
  createdBy: string | null
  changedBy: string | null
} {
  const { db } = useData()
  const people = useCompanyPeople(db, getSupabase)
  return {
    createdBy: personName(people, record?.created_by),
    changedBy: personName(people, record?.updated_by),
  }
}

/** A function naming a user id of the company (for exports and lists). */
export function useNameOf(): (id?: string) => string | null {
  const { db } = useData()
  const people = useCompanyPeople(db, getSupabase)
  return (id) => personName(people, id)
}
