import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../contract/schemas/core'
import { login, shopFetch, USERS } from '../test/helpers'
import { buildCategoryTree, pruneDrugCategories, type CategoryRow } from './menu'

const node = (id: number, name: string, drugs: boolean, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  url_path: name.toLowerCase(),
  include_in_menu: true,
  category_has_drugs: drugs,
  children,
})

/** Names of a tree, nested the same way, for readable assertions. */
type Outline = { [name: string]: Outline }
const outline = (nodes: CategoryNode[]): Outline => Object.fromEntries(nodes.map((n) => [n.name, outline(n.children)]))

const anyDrugs = (nodes: CategoryNode[]): boolean => nodes.some((n) => n.category_has_drugs || anyDrugs(n.children))

describe('pruneDrugCategories', () => {
  it('removes drug categories at every depth and parents left empty', () => {
    const tree = [
      node(1, 'Lääkkeet', false, [
        node(11, 'Mikrobilääkkeet', true, [node(111, 'Antibiootit', true)]),
        node(12, 'Kipulääkkeet', true),
      ]),
      node(2, 'Hoitotarvikkeet', false, [node(21, 'Haavanhoito', false), node(22, 'Ruiskut', false)]),
      node(3, 'Ruokinta', false, [
        node(31, 'Erikoisruokinta', false, [node(311, 'Kissat', false), node(312, 'Lääkerehut', true)]),
        node(32, 'Loislääkkeet', true),
      ]),
      node(4, 'Rokotteet', true),
      node(5, 'Uutuudet', false),
    ]
    expect(outline(pruneDrugCategories(tree))).toEqual({
      Hoitotarvikkeet: { Haavanhoito: {}, Ruiskut: {} },
      Ruokinta: { Erikoisruokinta: { Kissat: {} } },
      // A leaf that never had children stays.
      Uutuudet: {},
    })
  })

  it('removes a whole drug subtree even when it holds non-drug children', () => {
    const tree = [node(1, 'Lääkkeet', true, [node(11, 'Annostelu', false)])]
    expect(pruneDrugCategories(tree)).toEqual([])
  })

  it('does not change the input', () => {
    const tree = [node(1, 'Ruokinta', false, [node(11, 'Lääkerehut', true), node(12, 'Kuivaruoat', false)])]
    const copy = structuredClone(tree)
    pruneDrugCategories(tree)
    expect(tree).toEqual(copy)
  })
})

describe('buildCategoryTree', () => {
  it('nests rows under their parents, ordered by position', () => {
    const row = (id: number, parent_id: number | null, name: string, position: number): CategoryRow => ({
      id,
      parent_id,
      name,
      url_path: name,
      position,
      include_in_menu: 1,
      category_has_drugs: 0,
    })
    const tree = buildCategoryTree([
      row(3, 1, 'b', 2),
      row(1, null, 'root', 1),
      row(2, 1, 'a', 1),
      row(4, null, 'z', 0),
    ])
    expect(outline(tree)).toEqual({ z: {}, root: { a: {}, b: {} } })
    expect(Object.keys(tree[1] ?? {})).not.toContain('position')
  })
})

describe('GET /api/core/topmenu', () => {
  const topmenu = async (email: string) => {
    const { jar } = await login(email)
    const res = await shopFetch('/api/core/topmenu', { jar })
    expect(res.status).toBe(200)
    const { categoryList } = (await res.json()) as { categoryList: CategoryNode[] }
    return categoryList
  }

  it('shows a denyMedListing customer no drug categories and drops parents left empty', async () => {
    const menu = await topmenu(USERS.restricted)
    expect(anyDrugs(menu)).toBe(false)
    expect(outline(menu)).toEqual({
      Hoitotarvikkeet: { Haavanhoito: {}, 'Ruiskut ja neulat': {} },
      Ruokinta: { Erikoisruokinta: {} },
    })
  })

  it('shows other customers the whole tree, and the pruned menu does not leak between audiences', async () => {
    const restricted = await topmenu(USERS.restricted)
    const full = await topmenu(USERS.normal)
    expect(outline(full)).toEqual({
      Lääkkeet: { Mikrobilääkkeet: { Antibiootit: {} }, Kipulääkkeet: {} },
      Hoitotarvikkeet: { Haavanhoito: {}, 'Ruiskut ja neulat': {} },
      Ruokinta: { Erikoisruokinta: {}, Lääkerehut: {} },
    })
    expect(anyDrugs(restricted)).toBe(false)
    expect(anyDrugs(await topmenu(USERS.restricted))).toBe(false)
  })

  it('is only for logged-in customers', async () => {
    const res = await shopFetch('/api/core/topmenu')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Et ole kirjautunut sisään.' })
  })
})
