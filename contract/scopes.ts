/** spec §6 permission scopes and which of them allow an action. Plain values: no valibot, so any page can import them. */

export const KNOWN_SCOPES = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions', 'changevet'] as const
export type KnownScope = (typeof KNOWN_SCOPES)[number]

/**
 * Which scopes allow an account action (any one of them). Viewing and editing one's own
 * details and password, and reading the company's address book, need only a login.
 */
export const SCOPE_RULES = {
  /** Change of veterinarian: read and request. */
  changevet: ['changevet', 'permissions'],
  /** Billing address and e-invoice details decide where invoices go. */
  billing: ['invoices', 'permissions'],
  /** The company's shared address book: written by those who order with it or run the company. */
  addresses: ['checkout', 'permissions'],
} as const satisfies Record<string, readonly KnownScope[]>

export const hasScopeFor = (scope: readonly string[], rule: keyof typeof SCOPE_RULES): boolean =>
  SCOPE_RULES[rule].some((s) => scope.includes(s))

/**
 * Shopping lists need the `shoppinglists` scope (the backend answers 403 without it), so their
 * links are shown only to users who hold it.
 */
export const hasShoppingListScope = (scope: readonly string[]): boolean => scope.includes('shoppinglists')
