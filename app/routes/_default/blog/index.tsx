import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { blogListQuery } from '../../../features/content/pageQueries'
import { useStoreFormat } from '../../../features/session/useStoreFormat'
import { pageHead } from '../../../lib/pageHead'
import { blogMessages } from '../../../features/content/blogMessages'

export const Route = createFileRoute('/_default/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogListQuery()),
  head: () => pageHead(import('../../../features/content/blogMessages').then((m) => m.blogMessages.title)),
  component: BlogList,
})

function BlogList() {
  const { date } = useStoreFormat()
  const { data } = useSuspenseQuery(blogListQuery())
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-8" data-testid="blog-list">
      <h1 className="page-title">{blogMessages.title}</h1>
      {data.items.length === 0 ? <p className="card">{blogMessages.empty}</p> : null}
      <ul className="flex flex-col gap-4">
        {data.items.map((post) => (
          <li key={post.sys.id} className="card flex flex-col gap-2">
            <p className="text-sm text-ink-muted">{post.fields.publishDate ? date(post.fields.publishDate) : null}</p>
            <h2 className="section-title">
              <Link to="/blog/$" params={{ _splat: post.fields.slug }} className="hover:text-brand-800">
                {post.fields.title}
              </Link>
            </h2>
            {post.fields.excerpt ? <p className="text-ink-muted">{post.fields.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
