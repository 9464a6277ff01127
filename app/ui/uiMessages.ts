/**
 * Finnish text of the shared controls: dialogs, quantity selector, pager (docs/architecture.md
 * §15). Loads with the pages that show them, not in the root chunk every page loads.
 */
export const uiMessages = {
  close: 'Sulje',
  quantity: 'Määrä',
  decreaseQuantity: 'Vähennä määrää',
  increaseQuantity: 'Lisää määrää',
  soldInSteps: (step: number) => `Tuotetta myydään ${step} kpl:n erissä.`,
  roundTo: (quantity: number) => `Pyöristetäänkö ${quantity} kpl:een?`,
  page: (n: number, of: number) => `Sivu ${n} / ${of}`,
  previousPage: 'Edellinen',
  nextPage: 'Seuraava',
} as const
