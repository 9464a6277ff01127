import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../../contract/schemas/core'
import {
  columnsFor,
  mobileBack,
  mobileMenuLevel,
  mobileOpenCategories,
  mobileOpenLevel,
  MOBILE_MENU_TOP,
  toggleColumn,
  visibleMenuItems,
} from './menuModel'

const node = (id: number, children: CategoryNode[] = [], include = true): CategoryNode => ({
  id,
  name: `K${id}`,
  url_path: `k${id}`,
  include_in_menu: include,
  category_has_drugs: false,
  children,
})

describe('visibleMenuItems', () => {
  it('drops items not in the menu', () => {
    expect(visibleMenuItems([node(1), node(2, [], false)]).map((n) => n.id)).toEqual([1])
  })
  it('a non-included parent still exposes its included children', () => {
    const tree = [node(1, [node(2, [node(3), node(4, [], false)], false)])]
    const visible = visibleMenuItems(tree)
    expect(visible[0]?.children.map((n) => n.id)).toEqual([3])
  })
})

describe('toggleColumn', () => {
  it('opens a child column and marks it active', () => {
    expect(toggleColumn([], 0, 1)).toEqual([1])
    expect(toggleColumn([1], 1, 5)).toEqual([1, 5])
  })
  it('selecting again closes it and deeper columns', () => {
    expect(toggleColumn([1, 5, 9], 0, 1)).toEqual([])
    expect(toggleColumn([1, 5, 9], 1, 5)).toEqual([1])
  })
  it('opening a sibling closes the other active sibling', () => {
    expect(toggleColumn([1, 5, 9], 0, 2)).toEqual([2])
    expect(toggleColumn([1, 5, 9], 1, 6)).toEqual([1, 6])
  })
})

it('columnsFor follows the open path', () => {
  const top = [node(1, [node(11, [node(111)])]), node(2)]
  expect(columnsFor(top, [1, 11]).map((col) => col.map((n) => n.id))).toEqual([[1, 2], [11], [111]])
  expect(columnsFor(top, [2]).length).toBe(1)
})

describe('mobile menu levels', () => {
  it('opening raises the level, Back lowers it, Back at 0 returns to the top', () => {
    let state = mobileOpenCategories()
    expect(mobileMenuLevel(state)).toBe(0)
    state = mobileOpenLevel(state, node(1))
    state = mobileOpenLevel(state, node(11))
    expect(mobileMenuLevel(state)).toBe(2)
    state = mobileBack(state)
    expect(mobileMenuLevel(state)).toBe(1)
    state = mobileBack(mobileBack(state))
    expect(state).toEqual(MOBILE_MENU_TOP)
  })
})
