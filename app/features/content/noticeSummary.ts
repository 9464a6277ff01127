import type { RichTextDocument, RichTextNode } from '../../../contract/schemas/content'

/**
 * What a collapsed notice shows (spec §2, docs/decisions/016-notices-and-login-return-on-phones.md):
 * never a fragment cut mid-phrase, but its title (the bold run the notice starts with, as the
 * editors write them) followed by an ellipsis, and where the bar is wide enough the whole first
 * sentence. A notice without a title shows its first sentence.
 */
export interface NoticeSummary {
  /** The leading bold text without its closing colon, e.g. "Saatavuushäiriö"; null without one. */
  title: string | null
  /** The bold text as written, e.g. "Saatavuushäiriö:", to start the first sentence with. */
  titleAsWritten: string | null
  /** The first sentence after the title, e.g. " koirien … viiveitä."; '' when the title is all. */
  restOfFirstSentence: string
  /** Whether the notice says more than its first sentence. */
  hasMore: boolean
}

const textOf = (node: RichTextNode): string =>
  node.nodeType === 'text' ? (node.value ?? '') : (node.content ?? []).map(textOf).join('')

const isBold = (node: RichTextNode) =>
  node.nodeType === 'text' && (node.marks ?? []).some((mark) => mark.type === 'bold')

/**
 * The end of the first sentence in `text`: after its first `.`, `!`, `?` or `…` that is followed
 * by the end or by a capital letter. A date or an abbreviation ("tiistaina 22.12. klo 12",
 * "esim. rokotteet") is followed by a small letter or a digit and does not end it.
 */
function firstSentenceEnd(text: string): number {
  const match = /[.!?…](?=\s*$|\s+["'(]?[A-ZÅÄÖ])/.exec(text)
  return match ? match.index + 1 : text.length
}

export function noticeSummary(document: RichTextDocument): NoticeSummary {
  const [first, ...others] = document.content
  const nodes = first?.content ?? []
  let titleAsWritten = ''
  let i = 0
  for (; i < nodes.length && isBold(nodes[i]!); i++) titleAsWritten += nodes[i]!.value ?? ''
  const rest = nodes.slice(i).map(textOf).join('')
  const end = firstSentenceEnd(rest)
  const title = titleAsWritten.trim().replace(/[:\s]+$/, '')
  const hasMore = others.some((node) => textOf(node).trim() !== '') || rest.slice(end).trim() !== ''
  return {
    title: title === '' ? null : title,
    titleAsWritten: title === '' ? null : titleAsWritten,
    restOfFirstSentence: rest.slice(0, end),
    hasMore,
  }
}
