/** All Finnish UI text in one place (docs/architecture.md §15). Keys follow the spec where it names them. */
export const messages = {
  site: {
    name: 'VetTarvike',
    tagline: 'Eläinlääkintä- ja hoitotarvikkeet ammattilaisille',
    skipToContent: 'Siirry sisältöön',
  },
  nav: {
    topLinks: 'Ohjeet ja ajankohtaista',
    login: 'Kirjaudu',
    register: 'Rekisteröidy',
    logout: 'Kirjaudu ulos',
    account: 'Oma tili',
    home: 'Etusivu',
    allProducts: 'Kaikki tuotteet',
    user: 'Käyttäjä',
  },
  footer: {
    contact: 'Yhteystiedot',
    cookies: 'Evästeet',
    copyright: (year: number) => `© ${year} VetTarvike`,
  },
  login: {
    title: 'Kirjaudu sisään',
  },
  logout: {
    inProgress: 'Kirjaudutaan ulos…',
  },
  account: {
    general: 'Yleisnäkymä',
    orders: 'Tilaushistoria',
    deliveries: 'Toimitukset',
    shoppingList: 'Ostoslista',
    quickOrder: 'Pikatilaus',
    invoices: 'Laskut',
    permissions: 'Käyttöoikeudet',
    approvals: 'Ostopyynnöt',
    pendingApprovals: (n: number) => `${n} odottaa hyväksyntääsi`,
    myCart: 'Ostoskori',
    navLabel: 'Oman tilin sivut',
  },
  search: {
    label: 'Hae tuotteita',
    placeholder: 'Hae tuotetta, tuotenumeroa tai kategoriaa',
    resultsTitle: (q: string) => `Hakutulokset: ${q}`,
    // Panel and results text loads with those chunks, not every page: features/search/searchMessages.ts
  },
  menu: {
    title: 'Valikko',
    products: 'Tuotteet',
    back: 'Takaisin',
    openMenu: 'Avaa valikko',
    openSubmenu: 'Avaa alavalikko',
    showAllIn: (name: string) => `Kaikki: ${name}`,
    wishlist: 'Toivelista',
    categories: 'Tuotekategoriat',
  },
  cart: {
    title: 'Ostoskori',
    buttonLabel: (n: number) => (n === 0 ? 'Ostoskori on tyhjä' : `Ostoskori, ${n} ${n === 1 ? 'tuote' : 'tuotetta'}`),
  },
  notices: {
    emergency: 'Tärkeä tiedote',
    information: 'Tiedote',
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
    dismiss: 'Sulje tiedote tämän istunnon ajaksi',
  },
  session: {
    // spec §8: the translated auto-logout message
    autoLogout: 'Istuntosi on vanhentunut turvallisuussyistä. Kirjaudu sisään uudelleen.',
  },
  errors: {
    generic: 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.',
    network: 'Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
  },
} as const
