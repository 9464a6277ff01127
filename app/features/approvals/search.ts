import * as v from 'valibot'
import { AccountListSearchSchema } from '../../../contract/schemas/accountListSearch'

/**
 * ?view= and ?page= of /account/approvals. An unknown view is none: the page then opens the
 * user's default (an approver's "Hyväksyttävät", a requester's own requests). Its own small
 * module, because a route's search rule loads with the app's root chunk.
 */
export const ApprovalsSearchSchema = v.object({
  ...AccountListSearchSchema.entries,
  view: v.optional(v.fallback(v.picklist(['mine', 'pending', 'all']), 'mine')),
})
export type ApprovalsSearch = v.InferOutput<typeof ApprovalsSearchSchema>

/** A request id of the URL: digits only, else the page is a 404 before any call. */
export const requestIdOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)
