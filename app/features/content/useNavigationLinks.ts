import type { Reader } from '../../../contract/pageAccess'
import { useShell } from '../shell/useShell'
import type { Shell } from '../shell/shellQuery'
import { linksFor, type LinkFields } from './queries'

const selectNavigationLinks = (shell: Shell) => shell.navigationLinks

/** spec §2 top content links in the header and mobile menu; a failed load leaves them out (spec §8). */
export function useTopLinks(reader: Reader): LinkFields[] {
  const entries = useShell(selectNavigationLinks)
  if (!entries) return []
  return linksFor(
    entries.flatMap((item) => item.fields.link ?? []),
    reader,
  )
}
