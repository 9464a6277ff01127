import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { RichTextDocumentSchema } from '../../../contract/schemas/content'
import { shellResponseSchema } from '../../../contract/schemas/shell'
import { api } from '../../lib/api'
import { LinkListSchema, OneLinkFields } from '../content/queries'

const FooterBlockFields = v.object({ titleOfBlock: v.string(), link: v.optional(LinkListSchema, []) })
const text = v.optional(v.string(), '')
const ContactInfoFields = v.object({ phone: text, email: text, street: text, postalCode: text, city: text })
const NoticeFields = v.object({ content: RichTextDocumentSchema, loggedIn: v.optional(v.boolean(), false) })

const ShellSchema = shellResponseSchema({
  navigationLinks: OneLinkFields,
  footerBlocks: FooterBlockFields,
  contactInfo: ContactInfoFields,
  notices: NoticeFields,
})

/** The shell as the components read it: each content list with the fields they render, or null when it failed. */
export type Shell = v.InferOutput<typeof ShellSchema>

/**
 * The shell of every page in one read (docs/decisions/056-one-shell-read.md): the store config
 * (spec §3/§8), the header's links, the footer, the notices (spec §7) and the customer's menu.
 * A guest's and a customer's differ (notices, menu), so the customer is part of the key.
 */
export const shellQuery = (navId: string | null) =>
  queryOptions({
    queryKey: navId ? ['customer', navId, 'shell'] : ['shell', 'guest'],
    queryFn: () => api('/api/core/shell', ShellSchema),
    staleTime: 5 * 60_000,
  })
