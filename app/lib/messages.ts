/** All Finnish UI text in one place (CONVENTIONS.md §9). Keys follow the spec where it names them. */
export const messages = {
  site: {
    name: 'VetTarvike',
    tagline: 'Eläinlääkintä- ja hoitotarvikkeet ammattilaisille',
    skipToContent: 'Siirry sisältöön',
  },
  home: {
    title: 'Tarvikkeet klinikallesi, sopimushinnoin',
    lead: 'Lääkkeet, hoitotarvikkeet, instrumentit ja laboratoriotuotteet eläinlääkäriasemille ja apteekeille.',
    welcome: (firstname: string) => `Tervetuloa, ${firstname}!`,
    guestInvite: 'Kirjaudu sisään nähdäksesi tuotteet ja sopimushintasi, tai rekisteröidy asiakkaaksi.',
  },
  nav: {
    login: 'Kirjaudu',
    register: 'Rekisteröidy',
    logout: 'Kirjaudu ulos',
    account: 'Oma tili',
    home: 'Etusivu',
    allProducts: 'Kaikki tuotteet',
  },
  login: {
    title: 'Kirjaudu sisään',
    email: 'Sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu',
    submitting: 'Kirjaudutaan…',
    forgot: 'Unohditko salasanasi?',
    noAccount: 'Eikö sinulla ole vielä tiliä?',
    failed: 'Kirjautuminen epäonnistui.',
  },
  logout: {
    inProgress: 'Kirjaudutaan ulos…',
  },
  account: {
    general: 'Yleisnäkymä',
    orders: 'Tilaushistoria',
    shoppingList: 'Ostoslista',
    invoices: 'Laskut',
    permissions: 'Käyttöoikeudet',
    myCart: 'Ostoskori',
    noOrders: 'Sinulla ei ole vielä tilauksia.',
    noInvoices: 'Sinulla ei ole laskuja.',
    browseProducts: 'Selaa tuotteita',
  },
  checkout: {
    successTitle: 'Kiitos tilauksestasi!',
  },
  session: {
    // spec §8: the translated auto-logout message
    autoLogout: 'Istuntosi on vanhentunut turvallisuussyistä. Kirjaudu sisään uudelleen.',
  },
  errors: {
    notFoundTitle: 'Sivua ei löytynyt',
    notFoundMessage: 'Etsimääsi sivua ei löytynyt. Se on ehkä siirretty tai poistettu.',
    serverErrorTitle: 'Jokin meni vikaan',
    serverErrorMessage1: 'Palvelussa tapahtui odottamaton virhe.',
    serverErrorMessage2: 'Yritä hetken kuluttua uudelleen. Jos ongelma jatkuu, ota yhteyttä asiakaspalveluun.',
    toProducts: 'Tuotteisiin',
    toHome: 'Etusivulle',
    generic: 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.',
    network: 'Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
  },
  form: {
    chooseOne: 'Valitse yksi vaihtoehto.',
    required: 'Pakollinen tieto.',
    invalid: 'Tarkista tiedot.',
  },
  loading: 'Ladataan…',
} as const
