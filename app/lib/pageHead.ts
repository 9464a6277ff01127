import { messages } from './messages'

/**
 * The head of a page: `<title>{title} | VetTarvike</title>` and any further meta tags.
 *
 * A route's `head` is not code-split: whatever it imports statically lands in the root chunk
 * that every page downloads. A title from a feature's messages file is therefore passed as a
 * dynamic import (`import('…Messages').then(…)`); the file then travels with the route that
 * uses it (docs/architecture.md §13: client JS of the first load).
 */
export async function pageHead(title: string | Promise<string>, ...meta: { name: string; content: string }[]) {
  return { meta: [{ title: `${await title} | ${messages.site.name}` }, ...meta] }
}

/** pageHead plus the page's canonical URL and, when known, its meta description (app/lib/seo.ts). */
export async function publicPageHead(
  title: string | Promise<string>,
  { description, canonical }: { description?: string; canonical?: string },
) {
  const head = await pageHead(title, ...(description ? [{ name: 'description', content: description }] : []))
  return { ...head, links: canonical ? [{ rel: 'canonical', href: canonical }] : [] }
}
