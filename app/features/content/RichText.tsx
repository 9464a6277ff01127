import type { ReactNode } from 'react'
import type { RichTextNode } from '../../../contract/schemas/content'
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

function render(node: RichTextNode, key: number): ReactNode {
  const children = (node.content ?? []).map(render)
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
      return href ? (
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

/** Renders Contentful rich text (the document JSON) as plain, styled HTML. */
export function RichText({ document, className = '' }: { document: { content: RichTextNode[] }; className?: string }) {
  return <div className={`rich-text ${className}`}>{document.content.map(render)}</div>
}
