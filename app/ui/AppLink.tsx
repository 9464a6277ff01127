import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
}

/**
 * An internal link given as a plain path, for pages whose routes other features add (the
 * typed router <Link> only accepts routes that exist at compile time). A plain left click
 * navigates inside the app; modified clicks (new tab, download) keep the browser's behaviour.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const router = useRouter()
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || rest.target) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={handleClick} {...rest} />
}
