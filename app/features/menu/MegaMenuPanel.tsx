import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { CategoryNode } from '../../../contract/schemas/core'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
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
          {level === 0 ? (
            <li>
              <Link
                to="/category/$"
                params={{ _splat: 'kaikki-tuotteet' }}
                onClick={onNavigate}
                className="tap flex items-center px-4 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {messages.nav.allProducts}
              </Link>
            </li>
          ) : null}
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
