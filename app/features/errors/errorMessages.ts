/**
 * The error pages' text. Not in app/lib/messages.ts: the error pages load when one is shown
 * (docs/decisions/030-home-js.md), so their text travels with them instead of with every first
 * load (docs/decisions/051-hydration-slices.md).
 */
export const errorMessages = {
  notFoundTitle: 'Sivua ei löytynyt',
  notFoundMessage: 'Etsimääsi sivua ei löytynyt. Se on ehkä siirretty tai poistettu.',
  serverErrorTitle: 'Jokin meni vikaan',
  serverErrorMessage1: 'Palvelussa tapahtui odottamaton virhe.',
  serverErrorMessage2: 'Yritä hetken kuluttua uudelleen. Jos ongelma jatkuu, ota yhteyttä asiakaspalveluun.',
  toProducts: 'Tuotteisiin',
  toHome: 'Etusivulle',
  searchLead: 'Etsi tuotetta tai sivua:',
  search: 'Hae',
  statusLabel: (status: number) => `Virhekoodi ${status}`,
} as const
