/** Builders for Contentful rich text documents, as the web app's editor stores them. */
import type { RichTextDocument, RichTextNode } from '../../worker/content/exportFormat.ts'

type Mark = 'bold' | 'italic' | 'underline'
type Inline = string | RichTextNode

export const text = (value: string, ...marks: Mark[]): RichTextNode => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
})
export const bold = (value: string): RichTextNode => text(value, 'bold')

export const hyperlink = (uri: string, label: string): RichTextNode => ({
  nodeType: 'hyperlink',
  data: { uri },
  content: [text(label)],
})

/** Contentful's editor keeps a text node at both ends of a block's inline content. */
function inlines(parts: Inline[]): RichTextNode[] {
  const nodes = parts.map((part) => (typeof part === 'string' ? text(part) : part))
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''))
  if (nodes[nodes.length - 1]?.nodeType !== 'text') nodes.push(text(''))
  return nodes
}

export const p = (...parts: Inline[]): RichTextNode => ({ nodeType: 'paragraph', data: {}, content: inlines(parts) })
export const h2 = (value: string): RichTextNode => ({ nodeType: 'heading-2', data: {}, content: [text(value)] })
export const h3 = (value: string): RichTextNode => ({ nodeType: 'heading-3', data: {}, content: [text(value)] })

const list =
  (nodeType: 'unordered-list' | 'ordered-list') =>
  (...items: (Inline | Inline[])[]): RichTextNode => ({
    nodeType,
    data: {},
    content: items.map((item) => ({
      nodeType: 'list-item',
      data: {},
      content: [p(...(Array.isArray(item) ? item : [item]))],
    })),
  })
export const ul = list('unordered-list')
export const ol = list('ordered-list')

export const embeddedAsset = (id: string): RichTextNode => ({
  nodeType: 'embedded-asset-block',
  data: { target: { sys: { id, type: 'Link', linkType: 'Asset' } } },
  content: [],
})

export const doc = (...content: RichTextNode[]): RichTextDocument => ({ nodeType: 'document', data: {}, content })
