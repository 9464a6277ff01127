import { useEffect } from 'react'
import { startChat } from '../chat/startChat'
import { SessionKeeper } from './SessionKeeper'

/**
 * A logged-in user's own machinery, loaded by ./LoggedInHost.tsx: the session keeper and, spec
 * §4, the live-chat widget (its cleanup removes the widget at logout).
 */
export default function LoggedIn() {
  useEffect(() => startChat(), [])
  return <SessionKeeper />
}
