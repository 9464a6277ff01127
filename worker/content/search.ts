import { CONTENT_LOCALE, type ContentTypeId } from '../../contract/schemas/content'
import type { ContentSearchResponse } from '../../contract/schemas/contentSearch'
import type { ContentSource } from './source'

/** What the search of spec §7 looks through: content pages and blog posts. */
export const SEARCHED_CONTENT_TYPES: ContentTypeId[] = ['page', 'blogPost']
const PAGE_SIZE = 1000
const MAX_PAGES = 5

/** One searchable entry, with its text already normalized for matching. */
export interface SearchDocument {
  id: string
  contentType: string
  slug: string
  title: string
  /** Normalized title. */
  titleKey: string
  /** Normalized title, lead, excerpt and body text. */
  haystack: string
}

/** Case- and diacritic-insensitive form: "Kylmäketju" and "kylmaketju" match each other. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('fi')
}

export function searchWords(query: string): string[] {
  return normalizeForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The text of a rich text document (or any field value): every text node, space-separated. */
export function plainText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk)
    else if (typeof node === 'string') parts.push(node)
    else if (node && typeof node === 'object') {
      const n = node as { nodeType?: unknown; value?: unknown; content?: unknown }
      if (n.nodeType === 'text' && typeof n.value === 'string') parts.push(n.value)
      else if (n.nodeType !== undefined) walk(n.content)
    }
  }
  walk(value)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Reads every page and blog post (no links) into search documents. */
export async function loadSearchDocuments(source: ContentSource): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = []
  for (const contentType of SEARCHED_CONTENT_TYPES) {
    let skip = 0
    for (let n = 0; n < MAX_PAGES; n++) {
      const result = await source.getEntries({
        content_type: contentType,
        order: 'sys.id',
        limit: PAGE_SIZE,
        skip,
        include: 0,
        locale: CONTENT_LOCALE,
      })
      for (const item of result.items) {
        const { slug, title, lead, excerpt, body } = item.fields as Record<string, unknown>
        if (typeof slug !== 'string' || typeof title !== 'string') continue
        docs.push({
          id: item.sys.id,
          contentType,
          slug,
          title,
          titleKey: normalizeForSearch(title),
          haystack: normalizeForSearch([title, plainText(lead), plainText(excerpt), plainText(body)].join(' ')),
        })
      }
      skip += result.items.length
      if (result.items.length === 0 || skip >= result.total) break
    }
  }
  return docs
}

/**
 * spec §5/§7: every word of the query must occur in the title or the text. Title matches rank
 * first, then pages before blog posts, then by title. At most `limit` items; total_count counts all.
 */
export function searchDocuments(docs: SearchDocument[], query: string, limit: number): ContentSearchResponse {
  const words = searchWords(query)
  if (words.length === 0) return { items: [], total_count: 0 }
  const hits = docs
    .filter((doc) => words.every((w) => doc.haystack.includes(w)))
    .map((doc) => ({ doc, titleHits: words.filter((w) => doc.titleKey.includes(w)).length }))
    .sort(
      (a, b) =>
        b.titleHits - a.titleHits ||
        SEARCHED_CONTENT_TYPES.indexOf(a.doc.contentType as ContentTypeId) -
          SEARCHED_CONTENT_TYPES.indexOf(b.doc.contentType as ContentTypeId) ||
        a.doc.title.localeCompare(b.doc.title, 'fi'),
    )
  return {
    total_count: hits.length,
    items: hits.slice(0, limit).map(({ doc }) => ({
      sys: { id: doc.id, type: 'Entry', contentType: { sys: { id: doc.contentType } } },
      fields: { slug: doc.slug, title: doc.title },
    })),
  }
}
