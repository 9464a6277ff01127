/**
 * Finnish text of the form controls (docs/architecture.md §15). Loads with the forms, not in
 * the root chunk every page loads.
 */
export const formMessages = {
  chooseOne: 'Valitse yksi vaihtoehto.',
  required: 'Pakollinen tieto.',
  invalid: 'Tarkista tiedot.',
  email: 'Tarkista sähköpostiosoite.',
  choosePlaceholder: 'Valitse…',
} as const
