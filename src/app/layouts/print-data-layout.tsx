// Print pages read the signed-in user's local database too; this wrapper keeps the database code out of the
// first load (the router imports it lazily).
import { UserData } from '../auth-routes/user-data'
import PrintLayout from './print-layout'

export default function PrintDataLayout() {
  return (
    <UserData>
      <PrintLayout />
    </UserData>
  )
}
