import { StaffScreen } from '@/modules/staff/staff-screen'
import { builtFeatures } from '../modules'

// The access editor offers the features whose module is built, and says nothing of the others.
const FEATURES = builtFeatures()

/** /staff (the company's owner only); the screen lives in src/modules/staff, the title in signed-in/pages.ts. */
export default function StaffPage() {
  return <StaffScreen features={FEATURES} />
}
