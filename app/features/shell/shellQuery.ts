import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ShopConfigResponse, TopMenuResponse } from '../../../contract/schemas/core'
import { RichTextDocumentSchema } from '../../../contract/schemas/content'
import { ShellResponseSchema, type ShellEntry } from '../../../contract/schemas/shell'
import { api } from '../../lib/api'
import { LinkListSchema, resolvedLinks, type CompactEntry } from '../content/queries'

/** Each navigation entry references one link entry, resolved while parsing (none when unresolved). */
const NavigationLinkFields = v.object({
  link: v.pipe(
    v.optional(v.unknown()),
    v.transform((link) => (link === undefined ? [] : resolvedLinks([link]))),
  ),
})
const FooterBlockFields = v.object({ titleOfBlock: v.string(), link: v.optional(LinkListSchema, []) })
const ContactInfoFields = v.object({
  phone: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  street: v.optional(v.string(), ''),
  postalCode: v.optional(v.string(), ''),
  city: v.optional(v.string(), ''),
})
const NoticeFields = v.object({ content: RichTextDocumentSchema, loggedIn: v.optional(v.boolean(), false) })

const entries = <F extends v.GenericSchema>(fields: F) =>
  v.array(v.object({ sys: v.object({ id: v.string() }), fields }))
const NavigationLinks = entries(NavigationLinkFields)
const FooterBlocks = entries(FooterBlockFields)
const ContactInfo = entries(ContactInfoFields)
const Notices = entries(NoticeFields)

type Entries<F extends v.GenericSchema> = CompactEntry<v.InferOutput<F>>[] | null

/** The shell as the components read it: each content list with the fields they render, or null when it failed. */
export interface Shell {
  config: ShopConfigResponse
  navigationLinks: Entries<typeof NavigationLinkFields>
  footerBlocks: Entries<typeof FooterBlockFields>
  contactInfo: Entries<typeof ContactInfoFields>
  emergencyNotices: Entries<typeof NoticeFields>
  informationNotices: Entries<typeof NoticeFields>
  /** The customer's category tree; null for guests. */
  topMenu: TopMenuResponse | null
}

/** One list's fields as its section renders them; a malformed list is left out like a failed one (spec §8). */
function part<S extends v.GenericSchema>(schema: S, list: ShellEntry[] | null): v.InferOutput<S> | null {
  if (!list) return null
  const parsed = v.safeParse(schema, list)
  return parsed.success ? parsed.output : null
}

/**
 * The shell of every page in one read (docs/decisions/056-one-shell-read.md): the store config
 * (spec §3/§8), the header's links, the footer, the notices (spec §7) and the customer's menu.
 * A guest's and a customer's differ (notices, menu), so the customer is part of the key.
 */
export const shellQuery = (navId: string | null) =>
  queryOptions({
    queryKey: navId ? ['customer', navId, 'shell'] : ['shell', 'guest'],
    queryFn: async (): Promise<Shell> => {
      const shell = await api('/api/core/shell', ShellResponseSchema)
      return {
        config: shell.config,
        navigationLinks: part(NavigationLinks, shell.navigationLinks),
        footerBlocks: part(FooterBlocks, shell.footerBlocks),
        contactInfo: part(ContactInfo, shell.contactInfo),
        emergencyNotices: part(Notices, shell.emergencyNotices),
        informationNotices: part(Notices, shell.informationNotices),
        topMenu: shell.topMenu,
      }
    },
    staleTime: 5 * 60_000,
  })
