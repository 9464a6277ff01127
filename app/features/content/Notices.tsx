import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { RichTextDocumentSchema } from '../../../contract/schemas/content'
import { messages } from '../../lib/messages'
import { userQuery } from '../session/queries'
import { contentEntriesQuery } from './queries'
import { NoticeBar } from './NoticeBar'

const NoticeFields = v.object({ content: RichTextDocumentSchema, loggedIn: v.optional(v.boolean(), false) })

/** spec §7: notices filtered by fields.loggedIn — customers get theirs, guests the public ones. */
export const noticesQuery = (type: 'emergencyNotice' | 'informationNotice', loggedIn: boolean) =>
  contentEntriesQuery(type, NoticeFields, { 'fields.loggedIn': String(loggedIn) }, loggedIn ? 'customer' : 'guest')

/**
 * spec §2 emergency and information notices as rich-text lists, each notice collapsed to its
 * first line (NoticeBar). A failed load shows nothing (spec §8: emergency notices fail silently).
 */
export function Notices() {
  const { data: user } = useQuery(userQuery())
  const loggedIn = Boolean(user)
  const emergency = useQuery(noticesQuery('emergencyNotice', loggedIn)).data?.items ?? []
  const information = useQuery(noticesQuery('informationNotice', loggedIn)).data?.items ?? []
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
