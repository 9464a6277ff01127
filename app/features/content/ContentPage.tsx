import { isGuestOnly, type Reader } from '../../../contract/pageAccess'
import { useStoreFormat } from '../session/useStoreFormat'
import { assetUrl, type BlogPost, type ContentBlock, type Page } from './pageQueries'
import { linksFor } from './queries'
import { RichText } from './RichText'

/**
 * Content blocks of a page (hero-style cards with an optional link). A block whose link leads to
 * a guest-only page (register) speaks to prospects: customers do not see it; a link the reader
 * may not follow is left out (docs/decisions/049-offer-only-what-is-allowed.md).
 */
export function ContentBlocks({ blocks, reader }: { blocks: ContentBlock[]; reader: Reader }) {
  const shown = blocks.filter((block) => !reader || !block.fields.link || !isGuestOnly(block.fields.link.href))
  if (shown.length === 0) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-3" data-testid="content-blocks">
      {shown.map((block) => {
        const link = block.fields.link
        const image = block.fields.image?.fields.file?.url
        return (
          <li key={block.sys.id} className="card flex flex-col gap-3">
            {image ? (
              <img
                src={assetUrl(image)}
                alt=""
                className="h-32 w-full rounded-md bg-surface-alt object-contain"
                loading="lazy"
              />
            ) : null}
            <h2 className="section-title">{block.fields.title}</h2>
            {block.fields.body ? (
              <RichText document={block.fields.body} reader={reader} className="text-ink-muted" />
            ) : null}
            {link && linksFor([link], reader).length > 0 ? (
              <a href={link.href} className="link tap mt-auto inline-flex items-center self-start font-semibold">
                {link.title}
              </a>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** A Contentful page at the catch-all route (spec §2), including the cookie information page. */
export function ContentPage({ page, reader }: { page: Page; reader: Reader }) {
  const hero = page.fields.heroImage?.fields.file?.url
  return (
    <article className="page-container flex max-w-3xl flex-col gap-6 py-8" data-testid="content-page">
      <header className="flex flex-col gap-3">
        <h1 className="page-title">{page.fields.title}</h1>
        {page.fields.lead ? <p className="text-lg text-ink-muted">{page.fields.lead}</p> : null}
      </header>
      {hero ? <img src={assetUrl(hero)} alt="" className="w-full rounded-lg bg-surface-alt" /> : null}
      {page.fields.body ? <RichText document={page.fields.body} reader={reader} /> : null}
      <ContentBlocks blocks={page.fields.contentBlocks} reader={reader} />
    </article>
  )
}

export function BlogPostView({ post }: { post: BlogPost }) {
  const { date } = useStoreFormat()
  const hero = post.fields.heroImage?.fields.file?.url
  return (
    <article className="page-container flex max-w-3xl flex-col gap-6 py-8" data-testid="blog-post">
      <header className="flex flex-col gap-2">
        <a href="/blog" className="link text-sm">
          Blogi
        </a>
        <h1 className="page-title">{post.fields.title}</h1>
        {post.fields.publishDate ? <p className="text-sm text-ink-muted">{date(post.fields.publishDate)}</p> : null}
      </header>
      {hero ? <img src={assetUrl(hero)} alt="" className="w-full rounded-lg bg-surface-alt" /> : null}
      {post.fields.body ? <RichText document={post.fields.body} /> : null}
    </article>
  )
}
