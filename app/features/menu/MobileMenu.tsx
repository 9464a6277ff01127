import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { CategoryNode } from '../../../contract/schemas/core'
import { messages } from '../../lib/messages'
import { Drawer } from '../../ui/Drawer'
import { LoginLink } from '../auth/LoginLink'
import { Icon } from '../../ui/Icon'
import { Logo } from '../layout/Logo'
import {
  mobileBack,
  mobileMenuLevel,
  mobileOpenCategories,
  mobileOpenLevel,
  visibleMenuItems,
  MOBILE_MENU_TOP,
  type MobileMenuState,
} from './menuModel'

export interface MenuLink {
  title: string
  href: string
}

const rowClass =
  'tap flex w-full items-center justify-between gap-2 rounded-md px-3 text-left text-ink hover:bg-brand-50'
/** "Takaisin" beside its chevron: a row's full width and spread would put the word at the far end. */
const backClass = 'tap flex items-center gap-1 rounded-md px-3 text-ink hover:bg-brand-50'

/**
 * spec §2 mobile side menu: Back and Close buttons and the logo; the category menu by levels
 * (logged in only), top content links, account links. Loaded lazily on first open.
 */
export default function MobileMenu({
  open,
  onClose,
  tree,
  contentLinks,
  loggedIn,
  showShoppingLists = false,
}: {
  open: boolean
  onClose: () => void
  tree: CategoryNode[] | null
  contentLinks: MenuLink[]
  loggedIn: boolean
  /** spec §6: only for a scope that allows shopping lists (hasShoppingListScope). */
  showShoppingLists?: boolean
}) {
  const [state, setState] = useState<MobileMenuState>(MOBILE_MENU_TOP)
  const search = useRouterState({ select: (s) => s.location.searchStr })
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // spec §2/§4: the drawer closes on a query-string change (and on navigation). Only on a
  // change: the drawer mounts on its first open, and closing it then would undo that open.
  const location = `${pathname}?${search}`
  const shownAt = useRef(location)
  useEffect(() => {
    if (shownAt.current === location) return
    shownAt.current = location
    onClose()
  }, [location]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!open) setState(MOBILE_MENU_TOP)
  }, [open])

  const level = mobileMenuLevel(state)
  const current = state.path[state.path.length - 1]
  const nodes = current ? current.children : visibleMenuItems(tree ?? [])

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={messages.menu.title}
      side="left"
      maxWidth={400}
      hideTitle
      testId="mobile-menu"
    >
      <div
        className="flex items-center gap-2 pr-12"
        data-testid="mobile-menu-level"
        data-level={state.inCategories ? level : -1}
      >
        {state.inCategories ? (
          <button
            type="button"
            className={backClass}
            onClick={() => setState(mobileBack)}
            data-testid="mobile-menu-back"
          >
            <Icon name="chevron-left" size="s" />
            {messages.menu.back}
          </button>
        ) : (
          <Logo />
        )}
      </div>
      <nav aria-label={messages.menu.title} className="mt-4 flex flex-col gap-1">
        {state.inCategories ? (
          <>
            <p className="px-3 pb-1 text-sm font-semibold text-ink-muted">
              {current ? current.name : messages.menu.products}
            </p>
            {current ? (
              <Link to="/category/$" params={{ _splat: current.url_path }} className={rowClass} onClick={onClose}>
                {messages.menu.showAllIn(current.name)}
              </Link>
            ) : null}
            {nodes.map((node) =>
              node.children.length > 0 ? (
                <button
                  key={node.id}
                  type="button"
                  className={rowClass}
                  onClick={() => setState((s) => mobileOpenLevel(s, node))}
                  data-testid={`mobile-menu-open-${node.id}`}
                >
                  {node.name}
                  <Icon name="chevron-right" size="s" />
                </button>
              ) : (
                <Link
                  key={node.id}
                  to="/category/$"
                  params={{ _splat: node.url_path }}
                  className={rowClass}
                  onClick={onClose}
                >
                  {node.name}
                </Link>
              ),
            )}
          </>
        ) : (
          <>
            {loggedIn && tree ? (
              <button
                type="button"
                className={rowClass}
                onClick={() => setState(mobileOpenCategories())}
                data-testid="mobile-menu-products"
              >
                {messages.menu.products}
                <Icon name="chevron-right" size="s" />
              </button>
            ) : null}
            {contentLinks.length > 0 ? (
              <ul
                className="mt-2 flex flex-col gap-1 border-t border-line pt-2"
                data-testid="mobile-menu-content-links"
              >
                {contentLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={rowClass}>
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <ul className="mt-2 flex flex-col gap-1 border-t border-line pt-2" data-testid="mobile-menu-account-links">
              {loggedIn ? (
                <>
                  <li>
                    <Link to="/account" className={rowClass}>
                      {messages.nav.account}
                    </Link>
                  </li>
                  {showShoppingLists ? (
                    <li>
                      {/* spec §2: a wishlist link with a placeholder path; the shopping lists are its home */}
                      <a href="/account/shoppinglist" className={rowClass}>
                        {messages.menu.wishlist}
                      </a>
                    </li>
                  ) : null}
                  <li>
                    <Link to="/account/logout" className={rowClass}>
                      {messages.nav.logout}
                    </Link>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <a href="/account/register" className={rowClass}>
                      {messages.nav.register}
                    </a>
                  </li>
                  <li>
                    <LoginLink className={rowClass} data-testid="mobile-menu-login">
                      {messages.nav.login}
                    </LoginLink>
                  </li>
                </>
              )}
            </ul>
          </>
        )}
      </nav>
    </Drawer>
  )
}
