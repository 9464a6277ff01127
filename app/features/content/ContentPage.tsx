import { useStoreFormat } from '../session/useStoreFormat'
import { assetUrl, type BlogPost, type ContentBlock, type Page } from './pageQueries'
import { RichText } from './RichText'

/** Content blocks of a page (hero-style cards with an optional link). */
export function ContentBlocks({ blocks, loggedIn }: { blocks: ContentBlock[]; loggedIn: boolean }) {
  if (blocks.length === 0) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-3" data-testid="content-blocks">
      {blocks.map((block) => {
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
            {block.fields.body ? <RichText document={block.fields.body} className="text-ink-muted" /> : null}
            {link && (loggedIn || link.visibleToLoggedOutUsers) ? (
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
export function ContentPage({ page, loggedIn }: { page: Page; loggedIn: boolean }) {
  const hero = page.fields.heroImage?.fields.file?.url
  return (
    <article className="page-container flex max-w-3xl flex-col gap-6 py-8" data-testid="content-page">
      <header className="flex flex-col gap-3">
        <h1 className="page-title">{page.fields.title}</h1>
        {page.fields.lead ? <p className="text-lg text-ink-muted">{page.fields.lead}</p> : null}
      </header>
      {hero ? <img src={assetUrl(hero)} alt="" className="w-full rounded-lg bg-surface-alt" /> : null}
      {page.fields.body ? <RichText document={page.fields.body} /> : null}
      <ContentBlocks blocks={page.fields.contentBlocks} loggedIn={loggedIn} />
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
