import { expect, it } from 'vitest'
import { nextHeaderVisibility } from './useHideOnScroll'

it('hides on scroll down past the header, shows on scroll up beyond the tolerance', () => {
  expect(nextHeaderVisibility(true, 100, 150, 64)).toBe(false)
  expect(nextHeaderVisibility(false, 150, 149, 64)).toBe(false) // 1 px up: within the tolerance of 2
  expect(nextHeaderVisibility(false, 150, 148, 64)).toBe(false) // 2 px: still within
  expect(nextHeaderVisibility(false, 150, 147, 64)).toBe(true)
  expect(nextHeaderVisibility(false, 150, 30, 64)).toBe(true) // back at the top
})
