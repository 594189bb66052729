import { useCallback, useEffect, useState } from 'react'
import { listUsers } from './admin-api'
import type { AdminUser } from './domain/users'

export type AdminUsersState = { users: AdminUser[] | null; error: string | null; reload: () => void }

/** All accounts, loaded once and again on reload(). */
export function useAdminUsers(): AdminUsersState {
  const [users, setUsers] = useState<AdminUser[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    listUsers()
      .then((list) => {
        if (!live) return
        setUsers(list)
        setError(null)
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { users, error, reload }
}
