import { useQuery } from '@tanstack/react-query'
import { ErrorView } from '../errors/ErrorPage'
import { userQuery } from '../session/queries'
import { catalogMessages } from './catalogMessages'

/**
 * The product page's 404. For a customer whose range leaves medicines out (denyMedListing) a
 * medicine does not exist (docs/decisions/012-restricted-medicines-and-guest-prices.md), so the status stays 404; the page tells them plainly
 * that the product is not in their range, in the same words for any product it cannot show,
 * so it neither names the product nor tells a medicine from an unknown address
 * (docs/decisions/049-offer-only-what-is-allowed.md). Everyone else gets the shop's 404.
 */
export function ProductNotFound() {
  const { data: user } = useQuery(userQuery())
  return <ErrorView status={404} notFoundText={user?.denyMedListing ? catalogMessages.notInRange : undefined} />
}
