import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Reader } from '../../../contract/pageAccess'
import type { RichTextDocument } from '../../../contract/schemas/content'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { dismissNotice, noticeHash, useNoticeDismissed } from './noticeDismissal'
import { noticeSummary, type NoticeSummary } from './noticeSummary'
import { RichText } from './RichText'

/**
 * One notice (spec §2), collapsed to one line so a phone's first screen shows the page
 * (docs/decisions/016-notices-and-login-return-on-phones.md): the line is the notice's title with
 * an ellipsis, or on a wide screen its whole first sentence (`noticeSummary`), never a fragment
 * cut mid-phrase. "Näytä lisää" opens the whole notice (aria-expanded). An information notice
 * can be dismissed for the session; an emergency notice cannot.
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
  const summary = useMemo(() => noticeSummary(content), [content])

  useEffect(() => {
    const el = body.current?.firstElementChild
    if (!el || expanded) return
    // A first sentence longer than the bar ends in the line's ellipsis: the toggle opens the rest.
    const measure = () => setOverflows(summary.hasMore || el.scrollWidth > el.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [expanded, summary])

  if (dismissible && dismissed) return null
  return (
    <li className="flex items-start gap-1" data-testid={testId} data-expanded={expanded}>
      <div
        id={id}
        ref={body}
        className={`mt-2.5 min-w-0 flex-1 leading-6 [overflow-wrap:anywhere] ${expanded || !summary.title ? '' : 'max-h-6 overflow-hidden'}`}
      >
        {expanded ? <RichText document={content} reader={reader} /> : <CollapsedLine summary={summary} />}
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

/** The collapsed notice's line: the title and an ellipsis, from `lg` up its first sentence. */
function CollapsedLine({ summary }: { summary: NoticeSummary }) {
  // Without a title the first sentence is shown whole, on as many lines as it takes: editors
  // start a notice with its bold title to keep it to one
  // (the editors' note of docs/decisions/016-notices-and-login-return-on-phones.md).
  if (!summary.title) return <p data-testid="notice-line">{summary.restOfFirstSentence}</p>
  const saysMore = summary.hasMore || summary.restOfFirstSentence.trim() !== ''
  return (
    <p className="truncate" data-testid="notice-line">
      <span className="lg:hidden">
        <strong>{summary.title}</strong>
        {saysMore ? '…' : ''}
      </span>
      <span className="hidden lg:inline">
        <strong>{summary.titleAsWritten}</strong>
        {summary.restOfFirstSentence}
      </span>
    </p>
  )
}
