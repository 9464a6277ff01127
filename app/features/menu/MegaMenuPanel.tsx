import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { CategoryNode } from '../../../contract/schemas/core'
import { messages } from '../../lib/messages'
import { AppLink } from '../../ui/AppLink'
import { Icon } from '../../ui/Icon'
import { useMegaMenuLinks } from '../content/useMegaMenuLinks'
import { columnsFor, toggleColumn } from './menuModel'

/**
 * The mega menu's columns (spec §2/§4), loaded lazily when the menu first opens. Each arrow
 * opens the next column; the open column's arrow is marked active (aria-expanded).
 */
export default function MegaMenuPanel({ tree, onNavigate }: { tree: CategoryNode[]; onNavigate: () => void }) {
  const [open, setOpen] = useState<number[]>([])
  const columns = columnsFor(tree, open)
  return (
    <div className="flex max-h-[70vh] overflow-x-auto" data-testid="mega-menu-columns">
      {columns.map((column, level) => (
        <ul
          key={level}
          className="w-64 shrink-0 overflow-y-auto border-r border-line py-2 last:border-r-0"
          data-testid={`mega-menu-column-${level}`}
        >
          {level === 0 ? <ContentLinks onNavigate={onNavigate} /> : null}
          {column.map((node) => {
            const active = open[level] === node.id
            return (
              <li key={node.id} className={`flex items-stretch ${active ? 'bg-brand-50' : ''}`}>
                <Link
                  to="/category/$"
                  params={{ _splat: node.url_path }}
                  onClick={onNavigate}
                  className="tap flex flex-1 items-center px-4 text-ink hover:bg-brand-50"
                >
                  {node.name}
                </Link>
                {node.children.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => setOpen((o) => toggleColumn(o, level, node.id))}
                    aria-expanded={active}
                    aria-label={`${messages.menu.openSubmenu}: ${node.name}`}
                    className={`tap flex items-center justify-center px-3 hover:bg-brand-100 ${active ? 'text-brand-800' : 'text-ink-muted'}`}
                    data-testid={`mega-menu-arrow-${node.id}`}
                  >
                    <Icon name="chevron-right" size="s" />
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}

const contentLinkClass = 'tap flex items-center px-4 font-semibold text-brand-800 hover:bg-brand-50'

/**
 * spec §1/§7: the content links of the mega menu (contentLinkMegamenu, newest first) above the
 * categories. If the content service gave none (spec §8: a failed load leaves them out), the
 * all-products link stands in, so the menu still leads to the whole catalogue.
 */
function ContentLinks({ onNavigate }: { onNavigate: () => void }) {
  const links = useMegaMenuLinks()
  if (links === null) return null
  if (links.length === 0) {
    return (
      <li>
        <Link to="/category/$" params={{ _splat: 'kaikki-tuotteet' }} onClick={onNavigate} className={contentLinkClass}>
          {messages.nav.allProducts}
        </Link>
      </li>
    )
  }
  return links.map((link, index) => (
    <li
      key={link.href}
      className={index === links.length - 1 ? 'mb-2 border-b border-line pb-2' : undefined}
      data-testid="mega-menu-content-link"
    >
      {link.href.startsWith('/') ? (
        <AppLink href={link.href} onClick={onNavigate} className={contentLinkClass}>
          {link.title}
        </AppLink>
      ) : (
        <a href={link.href} className={contentLinkClass}>
          {link.title}
        </a>
      )}
    </li>
  ))
}
