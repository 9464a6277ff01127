import type { Page } from '@playwright/test'
import { demoClinic } from './fixtures/accounts.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { logInByApi } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/016-notices-and-login-return-on-phones.md: the first screen of a phone shows the page. Notices collapse to their first
// line ("Näytä lisää" / "Näytä vähemmän", aria-expanded); an information notice can be dismissed
// for the session and comes back when its content changes; an emergency notice cannot.

const PHONE = { width: 375, height: 812 }
const DISMISSED_PREFIX = 'vt-notice-dismissed:'

/** The page's h1 lies wholly inside the first viewport, before any scrolling. */
async function expectHeadingOnFirstScreen(page: Page, path: string): Promise<void> {
  await hydrated(page)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = await heading.boundingBox()
  expect(box, `${path}: the h1 has a box`).toBeTruthy()
  expect(box!.y, `${path}: the h1 starts on the first screen`).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${path}: the h1 ends on the first screen (812 px)`).toBeLessThanOrEqual(PHONE.height)
}

test.describe('at 375 × 812', () => {
  test.use({ viewport: PHONE })

  test('the h1 of the home, a category and a product page is on the first screen, for a guest and a customer', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/')
    const product = await anInStockProduct(page)
    const paths = ['/', '/category/kaikki-tuotteet', `/product/${product.url_key}`]
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByTestId('emergency-notice').first()).toBeVisible()
      await expectHeadingOnFirstScreen(page, `${path} (guest)`)
    }
    await logInByApi(page, demoClinic)
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByTestId('information-notice').first()).toBeVisible()
      await expectHeadingOnFirstScreen(page, `${path} (customer)`)
    }
    // A customer's category page shows products above the fold too.
    await page.goto('/category/kaikki-tuotteet')
    const firstCard = page.getByTestId('product-card').first()
    await expect(firstCard).toBeVisible()
    expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height)
  })

  test('a notice shows its first line and opens and closes with its toggle', async ({ page }) => {
    await logInByApi(page, demoClinic)
    await page.goto('/')
    await hydrated(page)
    const notice = page.getByTestId('emergency-notice').first()
    const toggle = notice.getByRole('button', { name: 'Näytä lisää' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const collapsed = (await notice.boundingBox())!.height
    expect(collapsed, 'collapsed to one line beside its 44 px toggle').toBeLessThanOrEqual(48)

    await toggle.click()
    const open = notice.getByRole('button', { name: 'Näytä vähemmän' })
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(async () => (await notice.boundingBox())!.height).toBeGreaterThan(collapsed + 20)
    // The toggle names what it opens.
    const controlled = await open.getAttribute('aria-controls')
    await expect(page.locator(`[id="${controlled}"]`)).toContainText('Saatavuushäiriö')

    await open.click()
    await expect(notice.getByRole('button', { name: 'Näytä lisää' })).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(async () => (await notice.boundingBox())!.height).toBe(collapsed)
  })

  test('an information notice stays dismissed through navigation and reload; an emergency notice cannot be dismissed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000)
    await logInByApi(page, demoClinic)
    await page.goto('/')
    await hydrated(page)
    const information = page.getByTestId('information-notice')
    const emergency = page.getByTestId('emergency-notice')
    await expect(information).toHaveCount(1)
    await expect(emergency.first()).toBeVisible()
    await expect(emergency.getByTestId('notice-dismiss')).toHaveCount(0)

    await information.getByRole('button', { name: 'Sulje tiedote tämän istunnon ajaksi' }).click()
    await expect(information).toHaveCount(0)
    await expect(emergency.first()).toBeVisible()

    // Navigating inside the app, then loading a page afresh: still dismissed.
    await page.getByTestId('account-initials').click()
    await expect(page).toHaveURL('/account')
    await expect(page.getByTestId('emergency-notice').first()).toBeVisible()
    await expect(information).toHaveCount(0)
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('emergency-notice').first()).toBeVisible()
    await expect(information).toHaveCount(0)

    // The dismissal is keyed by the notice's content: a dismissal of other content (an earlier
    // version of the notice) does not hide it.
    await page.evaluate((prefix) => {
      for (const key of Object.keys(sessionStorage)) {
        if (key.startsWith(prefix)) {
          sessionStorage.removeItem(key)
          sessionStorage.setItem(`${prefix}00000000`, '1')
        }
      }
    }, DISMISSED_PREFIX)
    await page.reload()
    await hydrated(page)
    await expect(information).toHaveCount(1)

    // Another browser session of the same customer has its own sessionStorage: the notice shows.
    const other = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL })
    const fresh = await other.newPage()
    await logInByApi(fresh, demoClinic)
    await fresh.goto('/')
    await expect(fresh.getByTestId('information-notice')).toHaveCount(1)
    await other.close()
  })
})
