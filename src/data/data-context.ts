import { createContext, useContext } from 'react'
import type { AppDatabase } from './database'
import type { MediaQueue } from './media/media-queue'
import type { Writer } from './records'
import type { PendingTracker } from './replication/pending'
import type { SyncEngine } from './sync-engine'

export type DataContextValue = {
  userId: string
  /** The company the user works for (its owner's id, = userId for the owner): the settings row's key and the
   * first folder of every stored file are the company's (schemas/sql/0023). */
  companyId: string
  db: AppDatabase
  pending: PendingTracker
  /** Job-card photos and signatures still to upload to (or remove from) the server. */
  media: MediaQueue
  /** Pass to insertRecord/updateRecord/removeRecord: stamps rev and marks the change as waiting. */
  writer: Writer
  /** Null until replication has started (it needs the backend client), and after sign-out. */
  engine: SyncEngine | null
}

export const DataContext = createContext<DataContextValue | null>(null)

/** The signed-in user's local database; only inside a DataProvider (the signed-in app layout). */
export function useData(): DataContextValue {
  const value = useContext(DataContext)
  if (!value) throw new Error('useData must be used within a DataProvider')
  return value
}

/** The same, or null outside the signed-in app (e.g. the header of a print page). */
export function useOptionalData(): DataContextValue | null {
  return useContext(DataContext)
}
