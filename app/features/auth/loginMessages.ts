/**
 * Finnish text of the login page (docs/architecture.md §15); the page title stays in
 * lib/messages.ts for the route's head. Loads with the login page, not every page.
 */
export const loginMessages = {
  email: 'Sähköposti',
  password: 'Salasana',
  submit: 'Kirjaudu',
  submitting: 'Kirjaudutaan…',
  forgot: 'Unohditko salasanasi?',
  lead: 'Kirjaudu asiakastunnuksillasi nähdäksesi tuotteet ja sopimushintasi.',
  noAccount: 'Eikö sinulla ole vielä tiliä?',
  failed: 'Kirjautuminen epäonnistui.',
} as const
