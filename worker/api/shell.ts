import type { Context } from 'hono'
import * as v from 'valibot'
import {
  ContentEntriesQuerySchema,
  type ContentEntriesQuery,
  type EntryCollection,
} from '../../contract/schemas/content'
import type { ShellEntry, ShellResponse } from '../../contract/schemas/shell'
import type { AppEnv } from '../env'
import { setAudienceCacheHeaders } from './catalogAudience'
import { readEntries } from './contentful'
import { readStoreConfig, readTopMenu } from './coreReads'
import { hasVerifiedSession } from './verifiedSession'

/**
 * The content lists of the shell, as the per-list route would be asked for them
 * (/api/contentful/entries), so both share the same edge-cache entries. Parsed once per isolate.
 */
const LISTS = {
  navigationLinks: { content_type: 'navigationLink', include: '2' },
  footerBlocks: { content_type: 'footerBlock', include: '2' },
  contactInfo: { content_type: 'contactInfoAcrossSite', limit: '1' },
} as const
let lists: Record<keyof typeof LISTS, ContentEntriesQuery> | null = null
const noticeQueries = new Map<string, ContentEntriesQuery>()

const parsed = (query: Record<string, string>) => v.parse(ContentEntriesQuerySchema, query)

function shellLists(): Record<keyof typeof LISTS, ContentEntriesQuery> {
  lists ??= {
    navigationLinks: parsed(LISTS.navigationLinks),
    footerBlocks: parsed(LISTS.footerBlocks),
    contactInfo: parsed(LISTS.contactInfo),
  }
  return lists
}

/** spec §7: customers get the notices flagged loggedIn, guests the others. */
function noticeQuery(type: 'emergencyNotice' | 'informationNotice', member: boolean): ContentEntriesQuery {
  const key = `${type}/${member}`
  let query = noticeQueries.get(key)
  if (!query) noticeQueries.set(key, (query = parsed({ content_type: type, 'fields.loggedIn': String(member) })))
  return query
}

/** An entry as pages keep it: its id and its fields (Contentful's metadata stays on the server). */
const compact = (collection: EntryCollection | null): ShellEntry[] | null =>
  collection ? collection.items.map(({ sys, fields }) => ({ sys: { id: sys.id }, fields })) : null

/**
 * `GET /api/core/shell` (docs/decisions/056-one-shell-read.md): the store config, the content
 * lists and, for a customer, the menu, read in parallel through the same services and edge-cache
 * entries as their own routes, and put together per request. The answer as a whole is never
 * stored in a shared cache: a customer's carries the menu of their audience and their notices.
 * A failed part is null (its section stays empty, spec §8) and keeps the answer out of every cache.
 */
export async function readShell(c: Context<AppEnv>): Promise<ShellResponse> {
  const hadSession = c.var.token !== null
  const q = shellLists()
  const [config, navigationLinks, footerBlocks, contactInfo, session] = await Promise.all([
    readStoreConfig(c),
    readEntries(c, q.navigationLinks),
    readEntries(c, q.footerBlocks),
    readEntries(c, q.contactInfo),
    // null: the upstream could not say; the guest's parts are shown, and nothing is kept.
    hadSession ? hasVerifiedSession(c).catch(() => null) : false,
  ])
  const member = session === true
  const [emergencyNotices, informationNotices, topMenu] = await Promise.all([
    readEntries(c, noticeQuery('emergencyNotice', member)),
    readEntries(c, noticeQuery('informationNotice', member)),
    member ? menuOrNull(c) : null,
  ])
  const shell: ShellResponse = {
    config,
    navigationLinks: compact(navigationLinks),
    footerBlocks: compact(footerBlocks),
    contactInfo: compact(contactInfo),
    emergencyNotices: compact(emergencyNotices),
    informationNotices: compact(informationNotices),
    topMenu,
  }
  const failed =
    session === null ||
    (member && topMenu === null) ||
    [navigationLinks, footerBlocks, contactInfo, emergencyNotices, informationNotices].includes(null)
  // docs/architecture.md §10: a session's answer is private; a guest's public but varying with
  // the cookies. A failed part is not kept anywhere.
  if (failed) c.header('Cache-Control', 'private, no-store')
  else setAudienceCacheHeaders(c, hadSession)
  return shell
}

/** The customer's menu; a failed read leaves the menus empty (spec §8), logged. */
async function menuOrNull(c: Context<AppEnv>) {
  try {
    return await readTopMenu(c)
  } catch (error) {
    c.var.log.error('shell menu read failed', { error: String(error) })
    return null
  }
}
