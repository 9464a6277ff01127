import type { CategoryNode } from '../../contract/schemas/core'

/** The columns of a CategoryRow, for every query that reads the tree (menu, listings, search). */
export const CATEGORY_ROW_COLUMNS = 'id, parent_id, name, url_path, position, include_in_menu, category_has_drugs'

export interface CategoryRow {
  id: number
  parent_id: number | null
  name: string
  url_path: string
  position: number
  include_in_menu: number
  category_has_drugs: number
}

/** Every category as a flat row, in no particular order. */
export async function readCategoryRows(db: D1Database): Promise<CategoryRow[]> {
  const { results } = await db.prepare(`SELECT ${CATEGORY_ROW_COLUMNS} FROM categories`).all<CategoryRow>()
  return results
}

/** Builds the category tree from flat rows, children ordered by position. */
export function buildCategoryTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode & { position: number }>()
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      url_path: row.url_path,
      include_in_menu: row.include_in_menu === 1,
      category_has_drugs: row.category_has_drugs === 1,
      children: [],
      position: row.position,
    })
  }
  const roots: (CategoryNode & { position: number })[] = []
  for (const row of rows) {
    const node = nodes.get(row.id)
    if (!node) continue
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const strip = (list: (CategoryNode & { position: number })[]): CategoryNode[] =>
    list
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'fi'))
      .map(({ position: _position, children, ...rest }) => ({
        ...rest,
        children: strip(children as (CategoryNode & { position: number })[]),
      }))
  return strip(roots)
}

/**
 * spec §1: users flagged denyMedListing do not see categories that contain drugs. Pruning is
 * recursive, and a parent whose children were all pruned is removed too.
 */
export function pruneDrugCategories(nodes: CategoryNode[]): CategoryNode[] {
  const kept: CategoryNode[] = []
  for (const node of nodes) {
    if (node.category_has_drugs) continue
    const children = pruneDrugCategories(node.children)
    if (node.children.length > 0 && children.length === 0) continue
    kept.push({ ...node, children })
  }
  return kept
}

/**
 * The ids of the categories a denyMedListing user may see: exactly those left in the pruned
 * tree (pruneDrugCategories), so category search, subcategory lists and category pages hide
 * what the top menu hides, and nothing else.
 */
export function drugFreeCategoryIds(rows: CategoryRow[]): Set<number> {
  const ids = new Set<number>()
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      ids.add(node.id)
      walk(node.children)
    }
  }
  walk(pruneDrugCategories(buildCategoryTree(rows)))
  return ids
}
