import { lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountListSearchSchema } from '../../../contract/schemas/accountListSearch'
import { forbiddenPageHeaders } from '../../lib/pageStatus'

/**
 * The route options every account page shares, spread first into `createFileRoute(…)({ … })`:
 * - `headers`: a page whose loader found no permission is an HTTP 403 (spec §6);
 * - `errorComponent` / `notFoundComponent`: the account error and 404 views;
 * - with `{ list: true }`, the `?page=` rule of the account lists and the loader deps it gives.
 *
 * The route file then writes what is its own as literal properties: `loader` (loadAccountPage
 * with its query), `head`, `pendingComponent` and `component`. Only literal properties are moved
 * into the route's own chunk by the router's code splitter; whatever comes from this spread stays
 * in the app's root chunk, so this module imports no page code and loads the two views lazily
 * (docs/decisions/023-account-route-helper.md).
 */
const accountPage = {
  headers: forbiddenPageHeaders,
  errorComponent: lazyRouteComponent(() => import('./AccountPageStates'), 'AccountErrorView'),
  notFoundComponent: lazyRouteComponent(() => import('./AccountPageStates'), 'AccountNotFound'),
}

const accountList = {
  validateSearch: AccountListSearchSchema,
  loaderDeps: ({ search }: { search: v.InferOutput<typeof AccountListSearchSchema> }) => ({ page: search.page ?? 1 }),
}

export function accountRoute(): typeof accountPage
export function accountRoute(options: { list: true }): typeof accountPage & typeof accountList
export function accountRoute(options?: { list: true }) {
  return options?.list ? { ...accountPage, ...accountList } : accountPage
}
