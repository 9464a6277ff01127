import type { Locator, Page } from '@playwright/test'
import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §2 order history: at 1280 px every column is seen without sideways scrolling; on a phone
// the filters fold behind "Suodata (n)", the results are in view after "Hae", and each order's
// card holds its own "Tilaa uudelleen" (docs/decisions/036-history-filters-and-csv-export.md).
// What "Hae" found is also said in a polite live region once the results are there.

/** Whether the box of `target` lies within the viewport. */
async function inViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox()
  const { height, width } = page.viewportSize()!
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width
}

/** The sentence a screen reader hears after "Hae": "Löytyi 12 tilausta." with the list's own count. */
async function foundSaid(page: Page): Promise<void> {
  const count = (await page.getByTestId('order-count').textContent())!
  await expect(page.getByRole('status').filter({ hasText: `Löytyi ${count}.` })).toHaveCount(1)
}

test.describe('at 1280 px', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('the order table shows every column without sideways scrolling, and the results are in view after "Hae"', async ({
    page,
  }) => {
    await logInByApi(page, demoClinic)
    await page.goto('/account/order')
    const table = page.getByTestId('order-table')
    await expect(table).toBeVisible()
    const fit = await table.evaluate((el) => {
      const box = el.parentElement!
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }
    })
    expect(fit.scrollWidth, `the table's ${fit.scrollWidth} px within its ${fit.clientWidth} px`).toBeLessThanOrEqual(
      fit.clientWidth,
    )
    const headers = table.getByRole('columnheader')
    expect(await headers.count()).toBeGreaterThanOrEqual(6)
    for (const header of await headers.all())
      expect(await inViewport(page, header), `"${await header.textContent()}" is in view`).toBe(true)

    const form = page.getByRole('search', { name: 'Hae tilauksia' })
    await hydrated(form)
    await form.getByLabel('Alkaen').fill('2020-01-01')
    await form.getByRole('button', { name: 'Hae' }).click()
    await expect(page).toHaveURL(/from=2020-01-01/)
    const first = page.getByTestId('order-row').first()
    await expect(first).toBeVisible()
    expect(await inViewport(page, first), 'the first result is in view after "Hae"').toBe(true)
    await foundSaid(page)
    expect((await axeProblems(page)).severe).toEqual([])

    // No match: the same region says so.
    await form.getByLabel('Oma viite').fill('EI-TÄLLAISTA-VIITETTÄ')
    await form.getByRole('button', { name: 'Hae' }).click()
    await expect(page.getByTestId('orders-no-match')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Hakuehdoilla ei löytynyt tilauksia.' })).toHaveCount(1)
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('the filters fold behind "Suodata (n)", the results are in view after "Hae", and reorder sits in its card', async ({
    page,
  }) => {
    await logInByApi(page, demoClinic)
    await page.goto('/account/order')
    const toggle = page.getByRole('button', { name: 'Suodata (0)' })
    await expect(toggle, 'the filters fold behind "Suodata (0)"').toBeVisible()
    await hydrated(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const form = page.getByRole('search', { name: 'Hae tilauksia' })
    await expect(form.getByLabel('Alkaen')).toBeHidden()

    // Every card holds its order's reorder button.
    const cards = page.getByTestId('order-card')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      const button = card.getByTestId('reorder-button')
      await expect(button).toHaveCount(1)
      const [outer, inner] = [await card.boundingBox(), await button.boundingBox()]
      expect(inner!.y).toBeGreaterThanOrEqual(outer!.y)
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height)
    }

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await form.getByLabel('Alkaen').fill('2020-01-01')
    await form.getByRole('button', { name: 'Hae' }).click()
    await expect(page).toHaveURL(/from=2020-01-01/)
    const folded = page.getByRole('button', { name: 'Suodata (1)' })
    await expect(folded).toHaveAttribute('aria-expanded', 'false')
    const first = cards.first()
    await expect(first).toBeVisible()
    await expect.poll(() => inViewport(page, first), { message: 'the first result is in view after "Hae"' }).toBe(true)
    await foundSaid(page)
    expect((await axeProblems(page)).severe).toEqual([])
  })
})
