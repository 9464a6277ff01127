/**
 * Finnish text of the cart, minicart and add-to-cart (docs/architecture.md §15). Beside the
 * feature so the root chunk every page loads carries only the header's cart label
 * (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).
 */
export const cartMessages = {
  itemCount: (n: number) => `${n} ${n === 1 ? 'tuote' : 'tuotetta'}`,
  empty: 'Ostoskorisi on tyhjä.',
  emptyNext: 'Selaa tuotteita ja lisää ne koriin.',
  toCart: 'Siirry ostoskoriin',
  toCheckout: 'Siirry kassalle',
  recentlyAdded: 'Lisätty koriin',
  addToCart: 'Lisää ostoskoriin',
  /** A product card's button: its accessible name is addToCart with the product's name. */
  add: 'Lisää',
  adding: 'Lisätään…',
  remove: 'Poista',
  removeItem: (name: string) => `Poista ${name} ostoskorista`,
  /** spec §3: the line's unit price (prices.price) beside its row total. */
  unitPrice: (amount: string) => `${amount} / kpl`,
  updating: 'Päivitetään määrää…',
  subtotal: 'Välisumma (alv 0 %)',
  /** With a discount row below it, the subtotal is at list prices (docs/decisions/015-totals-add-up.md). */
  listSubtotal: 'Välisumma listahinnoin (alv 0 %)',
  discount: 'Alennus',
  taxes: 'Verot',
  shipping: 'Toimitus',
  grandTotal: 'Yhteensä (sis. alv)',
  freeShipping: 'Ilmainen toimitus!',
  awayFromFreeShipping: (amount: string) => `Olet ${amount} päässä ilmaisesta toimituksesta`,
  guestPrices: 'Kirjaudu sisään nähdäksesi hinnat ja tilataksesi.',
  chooseVariant: 'Valitse ensin vaihtoehto.',
  loading: 'Ladataan ostoskoria…',
  updateFailed: 'Määrän päivitys epäonnistui.',
  awaitingApproval:
    'Uusi asiakastilisi odottaa asiakaspalvelun hyväksyntää. Voit jo koota ostoskorin; tilauksen voit lähettää, kun tili on hyväksytty (yleensä yhden arkipäivän kuluessa).',
  noOrderPermission:
    'Sinulla ei ole oikeutta tehdä tilauksia. Voit koota ostoskorin, ja yrityksesi pääkäyttäjä voi antaa sinulle tilausoikeuden.',
  toPermissions: 'Katso käyttöoikeutesi',
} as const
