import * as v from 'valibot'
import { contentEntriesQuery, LinkListSchema } from './queries'

export const footerBlocksQuery = () =>
  contentEntriesQuery('footerBlock', v.object({ titleOfBlock: v.string(), link: v.optional(LinkListSchema, []) }), {
    include: '2',
  })

export const contactInfoQuery = () =>
  contentEntriesQuery(
    'contactInfoAcrossSite',
    v.object({
      phone: v.optional(v.string(), ''),
      email: v.optional(v.string(), ''),
      street: v.optional(v.string(), ''),
      postalCode: v.optional(v.string(), ''),
      city: v.optional(v.string(), ''),
    }),
    { limit: '1' },
  )
