import type { CategoryNode } from '../../../contract/schemas/core'

/**
 * spec §5: menu items show only when include_in_menu is true, but a non-included parent
 * still exposes its included children (they take its place in the menu).
 */
export function visibleMenuItems(nodes: CategoryNode[]): CategoryNode[] {
  const out: CategoryNode[] = []
  for (const node of nodes) {
    const children = visibleMenuItems(node.children)
    if (node.include_in_menu) out.push({ ...node, children })
    else out.push(...children)
  }
  return out
}

/**
 * spec §4 mega-menu columns: `open` holds the id opened at each level. Selecting an arrow
 * opens that node's children as the next column; selecting it again closes it and every
 * deeper column; opening a sibling replaces the other (and its deeper columns).
 */
export function toggleColumn(open: readonly number[], level: number, id: number): number[] {
  if (open[level] === id) return open.slice(0, level)
  return [...open.slice(0, level), id]
}

/** The columns to render for an open path: the top level, then each opened node's children. */
export function columnsFor(top: CategoryNode[], open: readonly number[]): CategoryNode[][] {
  const columns: CategoryNode[][] = [top]
  let current = top
  for (const id of open) {
    const node = current.find((n) => n.id === id)
    if (!node || node.children.length === 0) break
    columns.push(node.children)
    current = node.children
  }
  return columns
}

/**
 * spec §4 mobile menu: opening a category level raises mobileMenuLevel by one, Back lowers
 * it; at level 0 Back returns to the top of the menu.
 */
export interface MobileMenuState {
  /** The nodes opened, deepest last; mobileMenuLevel = path.length. */
  path: CategoryNode[]
  /** Whether the category list is shown (false = the top of the menu). */
  inCategories: boolean
}

export const MOBILE_MENU_TOP: MobileMenuState = { path: [], inCategories: false }

export function mobileOpenCategories(): MobileMenuState {
  return { path: [], inCategories: true }
}

export function mobileOpenLevel(state: MobileMenuState, node: CategoryNode): MobileMenuState {
  return { path: [...state.path, node], inCategories: true }
}

export function mobileBack(state: MobileMenuState): MobileMenuState {
  if (state.path.length === 0) return MOBILE_MENU_TOP
  return { path: state.path.slice(0, -1), inCategories: true }
}

export const mobileMenuLevel = (state: MobileMenuState) => state.path.length
