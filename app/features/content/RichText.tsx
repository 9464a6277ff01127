import type { ReactNode } from 'react'
import type { RichTextNode } from '../../../contract/schemas/content'
import { isGuestOnly, mayOpen, type Reader } from '../../../contract/pageAccess'
import { safeLinkHref } from '../../../contract/safeLink'

function withMarks(text: string, marks: { type: string }[] = []): ReactNode {
  return marks.reduce<ReactNode>((node, mark) => {
    if (mark.type === 'bold') return <strong>{node}</strong>
    if (mark.type === 'italic') return <em>{node}</em>
    if (mark.type === 'underline') return <u>{node}</u>
    if (mark.type === 'code') return <code>{node}</code>
    return node
  }, text)
}

function assetOf(node: RichTextNode): { url: string; title: string } | null {
  const target = node.data.target as { fields?: { title?: unknown; file?: { url?: unknown } } } | undefined
  const url = target?.fields?.file?.url
  if (typeof url !== 'string') return null
  return { url: url.startsWith('//') ? `https:${url}` : url, title: String(target?.fields?.title ?? '') }
}

/** Who reads the text; undefined renders every link (text shown alike to everyone). */
type RichTextReader = Reader | undefined

function render(node: RichTextNode, key: number, reader: RichTextReader): ReactNode {
  const children = (node.content ?? []).map((child, index) => render(child, index, reader))
  switch (node.nodeType) {
    case 'text':
      return <span key={key}>{withMarks(node.value ?? '', node.marks)}</span>
    case 'paragraph':
      return <p key={key}>{children}</p>
    case 'heading-1':
    case 'heading-2':
      return <h2 key={key}>{children}</h2>
    case 'heading-3':
      return <h3 key={key}>{children}</h3>
    case 'heading-4':
    case 'heading-5':
    case 'heading-6':
      return <h4 key={key}>{children}</h4>
    case 'unordered-list':
      return <ul key={key}>{children}</ul>
    case 'ordered-list':
      return <ol key={key}>{children}</ol>
    case 'list-item':
      return <li key={key}>{children}</li>
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>
    case 'hr':
      return <hr key={key} />
    case 'hyperlink': {
      const href = safeLinkHref(node.data.uri)
      // A page the reader may not open stays as its words (docs/decisions/049-offer-only-what-is-allowed.md).
      return href && (reader === undefined || mayOpen(href, reader)) ? (
        <a key={key} href={href}>
          {children}
        </a>
      ) : (
        <span key={key}>{children}</span>
      )
    }
    case 'embedded-asset-block': {
      const asset = assetOf(node)
      return asset ? <img key={key} src={asset.url} alt={asset.title} loading="lazy" /> : null
    }
    case 'document':
      return <>{children}</>
    default:
      return children.length > 0 ? <span key={key}>{children}</span> : null
  }
}

const linksTo = (node: RichTextNode, test: (href: string) => boolean): boolean =>
  (node.nodeType === 'hyperlink' && typeof node.data.uri === 'string' && test(node.data.uri)) ||
  (node.content ?? []).some((child) => linksTo(child, test))

/**
 * Renders Contentful rich text (the document JSON) as plain, styled HTML. Given a `reader`, a
 * paragraph that links to a guest-only page (register) speaks to prospects and is left out for a
 * logged-in reader, and a link the reader may not follow is shown as text
 * (docs/decisions/049-offer-only-what-is-allowed.md).
 */
export function RichText({
  document,
  reader,
  className = '',
}: {
  document: { content: RichTextNode[] }
  reader?: Reader
  className?: string
}) {
  const blocks = reader ? document.content.filter((node) => !linksTo(node, isGuestOnly)) : document.content
  return <div className={`rich-text ${className}`}>{blocks.map((node, index) => render(node, index, reader))}</div>
}
