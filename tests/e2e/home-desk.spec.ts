import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/061-home-desk-and-session-switch.md: the logged-in home is the buyer's desk, read
// in one call: the last orders with "Tilaa uudelleen", the shopping lists, the open purchase
// requests (to approve for an approver, to send for a requester), deliveries on the way and open
// invoices. The hero and the prospect's copy are a guest's only.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`the head vet's home is the desk: reorder, lists, requests to approve, deliveries, invoices (${name})`, async ({
      page,
    }) => {
      await logInByApi(page, demoClinic)
      await page.goto('/')
      await hydrated(page)
      const desk = page.getByTestId('home-desk')
      await expect(desk).toBeVisible()
      await expect(page.getByTestId('home-login')).toHaveCount(0)
      await expect(page.getByText('Miksi tilata meiltä')).toHaveCount(0)

      const orders = desk.getByTestId('desk-orders')
      await expect(orders.getByTestId('desk-order').first()).toBeVisible()
      expect(await orders.getByTestId('desk-order').count()).toBeLessThanOrEqual(5)
      await expect(orders.getByRole('button', { name: /^Tilaa uudelleen/ }).first()).toBeVisible()
      await expect(desk.getByTestId('desk-lists').getByTestId('desk-list').first()).toBeVisible()
      await expect(desk.getByTestId('desk-requests')).toBeVisible()
      await expect(desk.getByTestId('desk-deliveries')).toBeVisible()
      await expect(desk.getByTestId('desk-invoices')).toBeVisible()
      await desk.scrollIntoViewIfNeeded()
      expect((await axeProblems(page)).severe).toEqual([])

      // Each category tile holds its whole name and its chevron, the longest Finnish word included.
      const tiles = page.getByTestId('home-categories').getByRole('link')
      expect(await tiles.count()).toBeGreaterThan(0)
      for (const tile of await tiles.all()) {
        const overflow = await tile.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const inside = [...el.querySelectorAll('*')].every((child) => {
            const r = child.getBoundingClientRect()
            return r.left >= box.left - 0.5 && r.right <= box.right + 0.5
          })
          return inside && el.scrollWidth <= el.clientWidth ? null : el.textContent
        })
        expect(overflow, 'a category tile that overflows').toBeNull()
      }
    })

    test(`the nurse's desk has her lists and requests, no approving (${name})`, async ({ page }) => {
      await logInByApi(page, orderlessNurse)
      await page.goto('/')
      await hydrated(page)
      const desk = page.getByTestId('home-desk')
      await expect(desk.getByTestId('desk-requests')).toBeVisible()
      await expect(desk.getByRole('link', { name: 'Käsittele ostopyynnöt' })).toHaveCount(0)
      await expect(desk.getByTestId('desk-lists')).toBeVisible()
      await expect(page.getByTestId('home-login')).toHaveCount(0)
      expect((await axeProblems(page)).severe).toEqual([])
    })

    test(`a guest's home has the hero and no desk (${name})`, async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await expect(page.getByTestId('home-login')).toBeVisible()
      await expect(page.getByTestId('home-desk')).toHaveCount(0)
    })
  })
}
