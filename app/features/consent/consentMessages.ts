/** Finnish text of the cookie consent (spec §2). Kept beside the feature so its text loads with the feature's code, not with every page. */
export const consentMessages = {
  title: 'Evästeet',
  summary:
    'Käytämme välttämättömiä evästeitä, jotta kirjautuminen, ostoskori ja tilaaminen toimivat. Halutessasi sallit myös toiminnalliset ja markkinoinnin evästeet.',
  linktext: 'Lue lisää evästeistä',
  afterLink: '.',
  acceptAll: 'Hyväksy kaikki',
  settings: 'Evästeasetukset',
  saveChoices: 'Tallenna valinnat',
  alwaysOn: 'aina käytössä',
  items: {
    essential: {
      title: 'Välttämättömät',
      text: 'Kirjautuminen, ostoskori ja tietoturva. Näitä ei voi poistaa käytöstä.',
    },
    functional: {
      title: 'Toiminnalliset',
      text: 'Muistavat valintasi ja parantavat asiointia, esimerkiksi chat-tuki.',
    },
    marketing: { title: 'Markkinointi', text: 'Kävijäseuranta ja kohdennettu viestintä.' },
  },
} as const
