import { useParams } from 'react-router-dom'
import SignupPage from './signup-page'

/** /join/:code — an owner's invite link: the sign-up page with the code filled in and checked. */
export default function JoinPage() {
  const { code = '' } = useParams()
  return <SignupPage inviteCode={code} />
}
