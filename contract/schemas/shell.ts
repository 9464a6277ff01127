import * as v from 'valibot'
import { ShopConfigResponseSchema, TopMenuResponseSchema } from './core'

/**
 * `GET /api/core/shell` (spec §7; docs/decisions/056-one-shell-read.md): what every page's
 * shell shows, in one read for the caller's audience. Each content list is its entries as pages
 * keep them (the id and the fields, linked entries resolved inside the fields), or null when its
 * read failed, so only that section stays empty (spec §8). The store config never fails (it falls
 * back to the defaults, spec §8); the menu is null for guests and when its read failed.
 */
export const ShellEntrySchema = v.object({
  sys: v.object({ id: v.string() }),
  fields: v.record(v.string(), v.unknown()),
})
export type ShellEntry = v.InferOutput<typeof ShellEntrySchema>

const ShellEntriesSchema = v.nullable(v.array(ShellEntrySchema))

export const ShellResponseSchema = v.object({
  config: ShopConfigResponseSchema,
  navigationLinks: ShellEntriesSchema,
  footerBlocks: ShellEntriesSchema,
  contactInfo: ShellEntriesSchema,
  /** The notices for the caller's audience (spec §7: customers those flagged loggedIn, guests the others). */
  emergencyNotices: ShellEntriesSchema,
  informationNotices: ShellEntriesSchema,
  topMenu: v.nullable(TopMenuResponseSchema),
})
export type ShellResponse = v.InferOutput<typeof ShellResponseSchema>
