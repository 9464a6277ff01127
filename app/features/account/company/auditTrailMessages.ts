/** The Finnish texts of the audit trail on /account/permissions (docs/decisions/047-audit-trail.md). */
export const auditTrailMessages = {
  title: 'Tapahtumaloki',
  lead: 'Kuka hyväksyi, hylkäsi tai muutti ostopyyntöjä, käyttäjiä, rooleja ja hyväksyntäsääntöjä, ja milloin. Uusimmat ensin.',
  filter: 'Käyttäjä',
  filterHelp: 'Näytä tapahtumat, jotka käyttäjä teki tai jotka koskivat häntä.',
  allUsers: 'Kaikki käyttäjät',
  inactive: '(poistettu käytöstä)',
  loading: 'Ladataan tapahtumia…',
  empty: 'Ei vielä tapahtumia. Tähän kirjataan jokainen hyväksyntä, hylkäys ja käyttöoikeuksien muutos.',
  emptyFiltered: 'Tällä käyttäjällä ei ole tapahtumia. Valitse ”Kaikki käyttäjät” nähdäksesi koko lokin.',
  by: (name: string) => `Tekijä: ${name}`,
  removedUser: 'poistettu käyttäjä',
  at: (date: string, time: string) => `${date} klo ${time}`,
} as const
