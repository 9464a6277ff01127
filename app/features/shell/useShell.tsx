import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, type ReactNode } from 'react'
import { userQuery } from '../session/queries'
import { shellQuery, type Shell } from './shellQuery'

/** Whose shell the page shows: the customer's number, or null for a guest. */
const ShellOwner = createContext<string | null>(null)

/**
 * Gives the page whose shell to read, from the one user observer of the document, so each part a
 * component reads costs it one observer (useStoreFormat runs once per price on a listing).
 * Around the whole document, so the error pages' header and footer read it too.
 */
export function ShellOwnerProvider({ children }: { children: ReactNode }) {
  const { data: user } = useQuery(userQuery())
  return <ShellOwner.Provider value={user?.navId ?? null}>{children}</ShellOwner.Provider>
}

/**
 * The part of the page's shell a component renders (docs/decisions/056-one-shell-read.md); the
 * root loader loaded it for every page. `undefined` until then, and when the read failed (spec §8).
 * Pass a `select` that keeps its identity (a module-level function), so it runs once per change.
 */
export function useShell<T>(select: (shell: Shell) => T): T | undefined {
  return useQuery({ ...shellQuery(useContext(ShellOwner)), select }).data
}
