import * as v from 'valibot'

/**
 * The purchase request an approver's order closes, carried from the approval checkout to the
 * receipt (docs/decisions/058-one-page-checkout-and-repeat-orders.md): the order is placed only
 * after the server closed the request and told the requester (spec §12), so the receipt may say so.
 */
const ApprovedRequestSchema = v.object({ id: v.number(), requester: v.string() })
export type ApprovedRequest = v.InferOutput<typeof ApprovedRequestSchema>

const KEY = 'checkout-approved-request'

export function rememberApprovedRequest(request: ApprovedRequest): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(request))
  } catch {
    // Storage refused: the receipt then shows the order alone.
  }
}

/** Read once by the receipt, then forgotten. */
export function takeApprovedRequest(): ApprovedRequest | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    const parsed = raw ? v.safeParse(ApprovedRequestSchema, JSON.parse(raw)) : null
    return parsed?.success ? parsed.output : null
  } catch {
    return null
  }
}
