import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogPostView } from '../../../features/content/ContentPage'
import { blogPostQuery } from '../../../features/content/pageQueries'
import { pageHead } from '../../../lib/pageHead'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugOf = (splat: string | undefined) => (splat ?? '').replace(/\/+$/, '')

export const Route = createFileRoute('/_default/blog/$')({
  loader: async ({ context, params }) => {
    const slug = slugOf(params._splat)
    if (!SLUG.test(slug)) throw notFound()
    const post = await context.queryClient.ensureQueryData(blogPostQuery(slug))
    if (!post) throw notFound()
    return { title: post.fields.title }
  },
  head: ({ loaderData }) =>
    pageHead(loaderData?.title ?? import('../../../features/content/blogMessages').then((m) => m.blogMessages.title)),
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { _splat } = Route.useParams()
  const { data } = useSuspenseQuery(blogPostQuery(slugOf(_splat)))
  return data ? <BlogPostView post={data} /> : null
}
