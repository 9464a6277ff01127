import { useQuery } from '@tanstack/react-query'
import { messages } from '../../lib/messages'
import { userQuery } from '../session/queries'
import type { Shell } from '../shell/shellQuery'
import { useShell } from '../shell/useShell'
import { NoticeBar } from './NoticeBar'

// spec §7: the shell carries the notices of the visitor's audience (customers those flagged
// loggedIn, guests the others).
const selectEmergency = (shell: Shell) => shell.emergencyNotices
const selectInformation = (shell: Shell) => shell.informationNotices

/**
 * spec §2 emergency and information notices as rich-text lists, each notice collapsed to its
 * first line (NoticeBar). A failed load shows nothing (spec §8: emergency notices fail silently).
 */
export function Notices() {
  const { data: user } = useQuery(userQuery())
  const emergency = useShell(selectEmergency) ?? []
  const information = useShell(selectInformation) ?? []
  if (emergency.length === 0 && information.length === 0) return null
  return (
    <div data-testid="notices">
      {emergency.length > 0 ? (
        <section
          aria-label={messages.notices.emergency}
          className="bg-danger-50 text-danger-900"
          data-testid="emergency-notices"
        >
          <ul className="page-container flex flex-col text-sm">
            {emergency.map((n) => (
              <NoticeBar
                key={n.sys.id}
                content={n.fields.content}
                reader={user ?? null}
                dismissible={false}
                testId="emergency-notice"
              />
            ))}
          </ul>
        </section>
      ) : null}
      {information.length > 0 ? (
        <section
          aria-label={messages.notices.information}
          className="bg-brand-50 text-brand-900"
          data-testid="information-notices"
        >
          <ul className="page-container flex flex-col text-sm">
            {information.map((n) => (
              <NoticeBar
                key={n.sys.id}
                content={n.fields.content}
                reader={user ?? null}
                dismissible
                testId="information-notice"
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
