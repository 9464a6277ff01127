import { useEffect, useId, useRef, useState } from 'react'
import type { Reader } from '../../../contract/pageAccess'
import type { RichTextDocument } from '../../../contract/schemas/content'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { dismissNotice, noticeHash, useNoticeDismissed } from './noticeDismissal'
import { RichText } from './RichText'

/**
 * One notice (spec §2), collapsed to its first line so a phone's first screen shows the page
 * (docs/decisions/016-notices-and-login-return-on-phones.md): "Näytä lisää" opens it (aria-expanded), and so does focusing a link in
 * the hidden part. An information notice can be dismissed for the session; an emergency
 * notice cannot.
 */
export function NoticeBar({
  content,
  reader,
  dismissible,
  testId,
}: {
  content: RichTextDocument
  /** Who reads it: links they may not follow show as text (docs/decisions/049-offer-only-what-is-allowed.md). */
  reader: Reader
  dismissible: boolean
  testId: string
}) {
  const id = useId()
  const body = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  // Until measured (server render, first paint) assume the text is longer than a line.
  const [overflows, setOverflows] = useState(true)
  const hash = noticeHash(content)
  const dismissed = useNoticeDismissed(hash)

  useEffect(() => {
    const el = body.current
    if (!el || expanded) return
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [expanded])

  if (dismissible && dismissed) return null
  return (
    <li className="flex items-start gap-1" data-testid={testId} data-expanded={expanded}>
      <div
        id={id}
        ref={body}
        className={`mt-2.5 min-w-0 flex-1 leading-6 [overflow-wrap:anywhere] ${expanded ? '' : 'max-h-6 overflow-hidden'}`}
        onFocus={() => setExpanded(true)}
      >
        <RichText document={content} reader={reader} />
      </div>
      {overflows || expanded ? (
        <button
          type="button"
          className="tap shrink-0 rounded-md px-2 text-sm font-semibold underline underline-offset-2"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          data-testid="notice-toggle"
        >
          {expanded ? messages.notices.showLess : messages.notices.showMore}
        </button>
      ) : null}
      {dismissible ? (
        <button
          type="button"
          className="icon-btn shrink-0 text-current"
          aria-label={messages.notices.dismiss}
          onClick={() => dismissNotice(hash)}
          data-testid="notice-dismiss"
        >
          <Icon name="close" size="s" />
        </button>
      ) : null}
    </li>
  )
}
