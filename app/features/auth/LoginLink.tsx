import { useRouterState } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'
import { AppLink } from '../../ui/AppLink'
import { loginHrefFor } from './loginHref'

/** The login page's address with `?redirect=` the current page (spec §2), see loginHrefFor. */
export function useLoginHref(): string {
  return useRouterState({ select: (s) => loginHrefFor(`${s.location.pathname}${s.location.searchStr}`) })
}

/** A link to the login page that brings the visitor back here afterwards (spec §2). */
export function LoginLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <AppLink href={useLoginHref()} {...props} />
}
