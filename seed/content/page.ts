/** One page entry: the home page and the information pages share these fields. */
import { entry } from './entries.ts'
import type { RichTextDocument } from '../../worker/content/exportFormat.ts'
import { assetLink, entryLink } from './space.ts'

export function page(
  id: string,
  slug: string,
  createdAt: string,
  fields: {
    title: string
    lead: string
    description: string
    body: RichTextDocument
    heroImage?: string
    blocks?: string[]
  },
  updatedAt?: string,
) {
  entry(
    'page',
    id,
    createdAt,
    {
      title: fields.title,
      slug,
      lead: fields.lead,
      description: fields.description,
      heroImage: fields.heroImage ? assetLink(fields.heroImage) : undefined,
      body: fields.body,
      contentBlocks: fields.blocks?.map(entryLink),
    },
    updatedAt,
  )
}
