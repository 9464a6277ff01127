/**
 * Finnish text of the states every account page shares (AccountPageStates.tsx): no permission,
 * failed to load, retry. Its own module, so a page of one feature does not load another
 * feature's text for them. The overview's labels are here too, not in app/lib/messages.ts, which
 * every first load carries (docs/decisions/051-hydration-slices.md).
 */
export const accountPageMessages = {
  forbiddenTitle: 'Ei käyttöoikeutta',
  forbiddenNext: 'Käyttöoikeutesi näet Käyttöoikeudet-sivulta.',
  toPermissions: 'Käyttöoikeudet',
  loadFailedTitle: 'Tietoja ei saatu ladattua',
  loadFailed: 'Yhteydessä palveluun oli ongelma. Yritä hetken kuluttua uudelleen.',
  retry: 'Yritä uudelleen',
  loading: 'Ladataan…',
  name: 'Nimi',
  company: 'Asiakas',
  email: 'Sähköposti',
  customerNumber: 'Asiakasnumero',
} as const
