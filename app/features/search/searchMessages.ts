/**
 * Finnish text of the search panel and the results page. Kept beside the feature so it loads
 * with the lazy panel and the results route, not with every page (the header's search field
 * itself reads `messages.search`).
 */
export const searchMessages = {
  /** The panel's name for screen readers: the search field's suggestions. */
  panel: 'Hakuehdotukset',
  products: 'Tuotteet',
  categories: 'Kategoriat',
  pages: 'Muut sivut',
  /** spec §2: result counts carry the suffix kpl. */
  count: (n: number) => `${n} kpl`,
  /** Which hits a page shows, of how many: "1–24 / 159" (docs/decisions/063-search-paging-and-sort.md). */
  range: (first: number, last: number, total: number) => `${first}–${last} / ${total}`,
  showAll: (q: string) => `Näytä kaikki tulokset haulle "${q}"`,
  minChars: 'Kirjoita vähintään 3 merkkiä.',
  // spec §8 keys no.results and try.again
  'no.results': 'Ei tuloksia.',
  'try.again': 'Kokeile toista hakusanaa tai tarkista kirjoitusasu.',
  searching: 'Haetaan…',
  /** Before the corrected query the search offers (docs/decisions/022-finnish-product-search.md: "Tarkoititko: karprofeeni"). */
  didYouMean: 'Tarkoititko:',
  /** One sentence per section: what failed and what to do (docs/architecture.md §15). */
  failed: {
    products: 'Tuotteiden haku epäonnistui. Yritä hetken kuluttua uudelleen.',
    categories: 'Kategorioiden haku epäonnistui. Yritä hetken kuluttua uudelleen.',
    pages: 'Sivujen haku epäonnistui. Yritä hetken kuluttua uudelleen.',
  },
  retry: 'Yritä uudelleen',
} as const

export type SearchSectionId = keyof typeof searchMessages.failed
