/**
 * Finnish text of the cart page, its totals and its empty state
 * (docs/decisions/059-honest-delivery-prices-and-empty-states.md). Apart from cartMessages.ts,
 * which product cards carry on every listing's first load (docs/decisions/030-home-js.md).
 */
export const cartPageMessages = {
  /** The method's own row of the totals; a surcharge has a row of its own below it. */
  shippingWith: (method: string) => `Toimitus: ${method}`,
  /** A cold-chain cart from the limit on: Posti has no postage, the surcharge is still charged. */
  freePostage: 'Posti ilman toimituskuluja.',
  /** What free shipping does not waive, e.g. 'Kylmäkuljetuslisä 9,90 €'; pickup has no surcharge. */
  stillCharged: (charges: string) => `${charges} (alv 0 %) veloitetaan silti, ellei tilausta noudeta varastolta.`,
  emptyNextBuyer: 'Tilaa tutut tuotteet ostoslistalta, pikatilauksella tai aiemmasta tilauksesta.',
  toShoppingLists: 'Ostoslistat',
  lastOrders: 'Viimeisimmät tilaukset',
  allOrders: 'Koko tilaushistoria',
  /** The phone's bar below a cart: what the cart costs and the way on. */
  actionBar: 'Ostoskorin yhteissumma',
  toApproval: 'Hyväksyttäväksi',
} as const
