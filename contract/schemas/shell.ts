import * as v from 'valibot'
import { ShopConfigResponseSchema, TopMenuResponseSchema } from './core'

/**
 * A content list of the shell: its entries as pages keep them (the id and the fields, linked
 * entries resolved inside the fields), or null when its read failed. A list that does not parse
 * is null too, so only its section stays empty (spec §8).
 */
const shellEntries = <F extends v.GenericSchema>(fields: F) =>
  v.fallback(v.nullable(v.array(v.object({ sys: v.object({ id: v.string() }), fields }))), null)

/**
 * `GET /api/core/shell` (spec §7; docs/decisions/056-one-shell-read.md): what every page's
 * shell shows, in one read for the caller's audience, with the fields each section reads: the
 * app passes its own (app/features/shell/shellQuery.ts). The store config never fails (it falls
 * back to the defaults, spec §8); the menu is null for guests and when its read failed.
 */
export const shellResponseSchema = <
  Links extends v.GenericSchema,
  Blocks extends v.GenericSchema,
  Contact extends v.GenericSchema,
  Notice extends v.GenericSchema,
>(fields: {
  navigationLinks: Links
  footerBlocks: Blocks
  contactInfo: Contact
  notices: Notice
}) =>
  v.object({
    config: ShopConfigResponseSchema,
    navigationLinks: shellEntries(fields.navigationLinks),
    footerBlocks: shellEntries(fields.footerBlocks),
    contactInfo: shellEntries(fields.contactInfo),
    /** The notices for the caller's audience (spec §7: customers those flagged loggedIn, guests the others). */
    emergencyNotices: shellEntries(fields.notices),
    informationNotices: shellEntries(fields.notices),
    topMenu: v.fallback(v.nullable(TopMenuResponseSchema), null),
  })

// Pure: the app builds its own schema, and neither this nor v.record belongs in its bundle.
const AnyFields = /* @__PURE__ */ v.record(v.string(), v.unknown())
/** The answer with any fields, as the worker writes it. */
export const ShellResponseSchema = /* @__PURE__ */ shellResponseSchema({
  navigationLinks: AnyFields,
  footerBlocks: AnyFields,
  contactInfo: AnyFields,
  notices: AnyFields,
})
export type ShellResponse = v.InferOutput<typeof ShellResponseSchema>
export type ShellEntry = NonNullable<ShellResponse['navigationLinks']>[number]
