/**
 * The operator's promise of remaining shelf life on the product page (docs/decisions/081-delivery-lots.md).
 * Its own file, not catalogMessages: the product page's chunk carries it, not every listing's first load.
 */
export const shelfLifeMessages = {
  label: 'Käyttöaika',
  promise: (months: number) => `vähintään ${months} kk käyttöaikaa toimitettaessa`,
} as const
