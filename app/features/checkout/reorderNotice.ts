import * as v from 'valibot'
import { ReorderLineSchema } from '#contract/schemas/reorder'

/**
 * What a reorder found changed since the old order, carried from "Tilaa uudelleen" to the
 * checkout it opens (docs/decisions/058-one-page-checkout-and-repeat-orders.md). Kept for the
 * tab in sessionStorage so a reload of the checkout still shows it; the placed order clears it.
 */
const ReorderNoticeSchema = v.object({ orderNumber: v.string(), lines: v.array(ReorderLineSchema) })
export type ReorderNotice = v.InferOutput<typeof ReorderNoticeSchema>

const KEY = 'checkout-reorder-notice'

export function saveReorderNotice(notice: ReorderNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice))
  } catch {
    // Storage refused (private mode, full): the checkout then shows no notice, the cart is right.
  }
}

export function readReorderNotice(): ReorderNotice | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    const parsed = raw ? v.safeParse(ReorderNoticeSchema, JSON.parse(raw)) : null
    return parsed?.success ? parsed.output : null
  } catch {
    return null
  }
}

export function clearReorderNotice(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing stored to clear.
  }
}
