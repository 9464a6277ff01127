import type { ReorderLine } from '#contract/schemas/reorder'

/**
 * Whether a reorder's answer needs the buyer's eye (spec §10): a line left out, or one whose
 * quantity was rounded to today's pack size. Then the result dialog opens and the minicart does
 * not: one overlay at a time (docs/decisions/060-feedback-in-view.md).
 */
export const reorderNeedsReview = (lines: readonly ReorderLine[]) => lines.some((l) => !l.added || Boolean(l.message))
