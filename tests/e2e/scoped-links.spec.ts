import type { Page } from '@playwright/test'
import { invoiceClerk, orderlessNurse, type Credentials } from './fixtures/accounts.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// Spec §6: a user is offered only what their scope lets them do. The office manager holds only
// `invoices`, the nurse no `invoices`, `checkout` or `changevet`: every link on the pages they
// reach (menus, account pages, empty states, cross-links, the footer) opens a page they may
// see, never a 403. And a customer is no prospect: nothing invites them to register.

/** The pages a user starts from; the walk adds every account page linked from them. */
const START = ['/', '/account', '/cart', '/account/approvals', '/account/permissions', '/account/quickorder']
/** Pages outside the account area, which open for everyone, need no walk. */
const WALKED = /^\/(account|cart|checkout)(\/|$)/

/** Every internal link on the page (also those in closed menus), without query or hash. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((href) => href.split(/[?#]/, 1)[0] ?? '').filter((path) => path && !path.startsWith('//'))
}

/** Visits the start pages and the account pages they link to (one detail page per list). */
async function walk(page: Page): Promise<Map<string, string>> {
  const linkedFrom = new Map<string, string>()
  const queue = [...START]
  const visited = new Set<string>()
  while (queue.length > 0) {
    const path = queue.shift() ?? ''
    if (visited.has(path)) continue
    visited.add(path)
    await page.goto(path)
    if (path === '/' && (page.viewportSize()?.width ?? 0) < 768) {
      const menuButton = page.getByTestId('mobile-menu-button')
      await hydrated(menuButton)
      await menuButton.click()
      await expect(page.getByTestId('mobile-menu-account-links')).toBeVisible()
    }
    let details = 0
    for (const link of await linksOn(page)) {
      if (!WALKED.test(link) || link === '/account/logout') continue
      if (!linkedFrom.has(link)) linkedFrom.set(link, path)
      // A list's detail pages are alike: follow the first of each.
      const detail = /^\/account\/[a-z]+\/[^/]+/.test(link)
      if (!visited.has(link) && (!detail || details++ < 3)) queue.push(link)
    }
  }
  return linkedFrom
}

const users: Array<[string, Credentials]> = [
  ['the office manager (invoices only)', invoiceClerk],
  ['the nurse (no invoices, no checkout)', orderlessNurse],
]

for (const width of [375, 1280]) {
  for (const [who, user] of users) {
    test(`${who} is offered no link that ends in a 403 at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000) // a walk through a dozen account pages on a shared machine
      await page.setViewportSize({ width, height: 900 })
      await loginAs(page, user.email, user.password)
      const linkedFrom = await walk(page)
      expect(linkedFrom.size).toBeGreaterThan(5)
      const refused: string[] = []
      for (const [link, from] of linkedFrom) {
        const response = await page.request.get(link, { maxRedirects: 0 })
        if (response.status() === 403) refused.push(`${link} (linked from ${from})`)
      }
      expect(refused, 'links that open a 403 page').toEqual([])
    })
  }

  test(`a customer's home page does not invite them to register at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await loginAs(page, orderlessNurse.email, orderlessNurse.password)
    await page.goto('/')
    await expect(page.getByTestId('home-welcome')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByTestId('content-blocks')).toBeVisible()
    await expect(main).not.toContainText(/Rekisteröidy|asiakkaaksi/)
    await expect(page.locator('a[href^="/account/register"]')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`home-customer-${width}.png`), fullPage: true })
  })

  test(`a guest's home page still invites them to register at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const blocks = page.getByRole('main').getByTestId('content-blocks')
    await expect(blocks.getByRole('link', { name: 'Rekisteröidy asiakkaaksi' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('käsittelemme hakemukset yhden arkipäivän kuluessa')
  })
}
