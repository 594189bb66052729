import type { Db, SchemaCache } from './db.ts'

export type ServerContext = {
  db: Db
  jwtSecret: string
  anonKey: string
  serviceKey: string
  /** Access-token lifetime in seconds. */
  jwtExpiry: number
  schema: SchemaCache
  /** Absolute folder for stored files. */
  storageDir: string
  /** Base URL the server is reachable at, for links it prints or returns. */
  publicUrl: () => string
  log: (msg: string) => void
}
