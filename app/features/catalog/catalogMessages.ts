/** Finnish text of the catalogue pages. Kept beside the feature so its text loads with the feature's code, not with every page. */
export const catalogMessages = {
  badges: 'Merkinnät',
  badge: { new: 'Uutuus', sale: 'Tarjous', contract: 'Sopimustuote' },
  listPrice: 'Listahinta',
  priceFrom: 'alkaen',
  // A no-break space keeps "0 %" together when a narrow card wraps the line.
  vatExcluded: 'alv 0\u00a0%',
  yourContractPrice: 'Sopimushintasi, alv 0\u00a0%',
  loginForPrices: 'Kirjaudu nähdäksesi hinnat',
  contractPriceUnavailable: 'Listahinta, alv 0\u00a0%. Sopimushintoja ei juuri nyt saatu.',
  allProducts: 'Kaikki tuotteet',
  subcategories: 'Alakategoriat',
  productsCount: (n: number) => `${n} kpl`,
  sort: 'Järjestys',
  applySort: 'Järjestä',
  sortOptions: {
    relevance: 'Osuvimmat',
    position: 'Suosituimmat',
    newest: 'Uusimmat ensin',
    name_asc: 'Nimi A–Ö',
    name_desc: 'Nimi Ö–A',
    price_asc: 'Hinta, halvin ensin',
    price_desc: 'Hinta, kallein ensin',
  },
  breadcrumbs: 'Murupolku',
  home: 'Etusivu',
  emptyCategory: 'Tässä kategoriassa ei ole vielä tuotteita.',
  packageSize: 'Pakkauskoko',
  sku: 'Tuotenumero',
  ean: 'EAN',
  vnr: 'Vnr',
  vnrLong: 'Nordic-tuotenumero (Vnr)',
  orderQuantity: 'Tilausmäärä',
  description: 'Tuotekuvaus',
  gallery: 'Tuotekuvat',
  quantity: 'Määrä',
  /** The empty choice of the variant select: "Valitse koko", "Valitse pakkauskoko". */
  chooseVariant: (attribute: string) => `Valitse ${attribute.toLocaleLowerCase('fi')}`,
  /**
   * A product page that does not exist for a customer whose range leaves products out
   * (docs/decisions/012-restricted-medicines-and-guest-prices.md): it says so plainly and names nothing, so an unknown product reads the same.
   */
  notInRange: {
    title: 'Tämä tuote ei kuulu valikoimaasi',
    message:
      'Asiakastilisi valikoimaan ei kuulu tätä tuotetta, joten et voi katsoa tai tilata sitä. Jos tarvitset sitä, ota yhteyttä asiakaspalveluun.',
  },
  categoryDescription: (name: string, count: number) =>
    `${name} ammattilaisille: ${count} ${count === 1 ? 'tuote' : 'tuotetta'} eläinlääkintään sopimushinnoin`,
} as const
