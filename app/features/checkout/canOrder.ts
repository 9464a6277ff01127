import type { User } from '../../../contract/schemas/auth'

/**
 * spec §6: placing orders on the company's invoice needs the `checkout` scope. The backend
 * refuses every checkout call without it (403); the cart and checkout pages ask this first
 * so such a user is told why instead of meeting a refusal at the last step.
 */
export const canOrder = (user: Pick<User, 'scope'> | null): boolean => Boolean(user?.scope.includes('checkout'))
