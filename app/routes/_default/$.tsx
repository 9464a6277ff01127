import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/ContentPage'
import { contentPageQuery } from '../../features/content/pageQueries'
import { pageHead } from '../../lib/pageHead'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugOf = (splat: string | undefined) => (splat ?? '').replace(/\/+$/, '')

/** spec §2 catch-all: content pages by their Contentful slug; anything else is a real 404. */
export const Route = createFileRoute('/_default/$')({
  loader: async ({ context, params }) => {
    const slug = slugOf(params._splat)
    if (!SLUG.test(slug)) throw notFound()
    const page = await context.queryClient.ensureQueryData(contentPageQuery(slug))
    if (!page) throw notFound()
    return { title: page.fields.title, description: page.fields.description }
  },
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.title ?? '',
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
    ),
  component: ContentRoute,
})

function ContentRoute() {
  const { _splat } = Route.useParams()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(contentPageQuery(slugOf(_splat)))
  return data ? <ContentPage page={data} reader={user ?? null} /> : null
}
