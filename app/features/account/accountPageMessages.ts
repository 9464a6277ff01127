/**
 * Finnish text of the states every account page shares (AccountPageStates.tsx): no permission,
 * failed to load, retry. Its own module, so a page of one feature does not load another
 * feature's text for them.
 */
export const accountPageMessages = {
  forbiddenTitle: 'Ei käyttöoikeutta',
  forbiddenNext: 'Käyttöoikeutesi näet Käyttöoikeudet-sivulta.',
  toPermissions: 'Käyttöoikeudet',
  loadFailedTitle: 'Tietoja ei saatu ladattua',
  loadFailed: 'Yhteydessä palveluun oli ongelma. Yritä hetken kuluttua uudelleen.',
  retry: 'Yritä uudelleen',
  loading: 'Ladataan…',
} as const
