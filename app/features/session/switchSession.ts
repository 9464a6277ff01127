import { hashKey, notifyManager, type QueryClient } from '@tanstack/react-query'
import type { User } from '../../../contract/schemas/auth'
import { shellQuery } from '../shell/shellQuery'
import { readUser, userQuery } from './queries'

/**
 * Hands the page to a new visitor in one render (spec §4, docs/decisions/061-home-desk-and-session-switch.md):
 * the new user and their shell (notices, footer, menu: docs/decisions/056-one-shell-read.md) are
 * read first; then everything else cached for the previous visitor (docs/architecture.md §4) is
 * dropped and the user replaced. The next render shows the new visitor's header, notices and footer
 * together, never the previous visitor's parts or empty sections while the new ones load; the
 * page's own audience-dependent reads (prices, the desk) start again under the new customer's keys.
 * `known` is the new user when the caller knows it (null after a logout); otherwise it is read.
 */
export async function switchSession(queryClient: QueryClient, known?: User | null): Promise<User | null> {
  const user = known === undefined ? await readUser() : known
  const shell = shellQuery(user?.navId ?? null)
  // A failed shell read leaves its sections empty, as on a first load (spec §8).
  const parts = await queryClient.fetchQuery(shell).catch(() => undefined)
  const keep = new Set([hashKey(userQuery().queryKey), hashKey(shell.queryKey)])
  // One change: every observer of the user (the header, the shell's owner) renders the new
  // visitor in the same pass, and the shell's readers find the new shell already there.
  notifyManager.batch(() => {
    queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryHash) })
    queryClient.getMutationCache().clear()
    if (!parts) queryClient.removeQueries({ queryKey: shell.queryKey, exact: true })
    queryClient.setQueryData(userQuery().queryKey, user)
  })
  // The observers hear of the change on the query client's next tick (a timeout); the caller's
  // navigation waits for that render, or its first render would show the new user's header
  // beside the shell of the previous one.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return user
}
