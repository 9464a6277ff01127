import { expect, test } from './fixtures/test.ts'
import { addToCartFromProductPage, anInStockProduct } from './fixtures/catalog.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/026-largest-paint.md: the server-rendered page paints before any client JS is
// fetched (the JS then no longer shares a phone's bandwidth with the HTML and CSS, and the
// largest paint does not wait for it), and the page still hydrates under its CSP.

/** When the first contentful paint happened and when the first client chunk was asked for (ms since navigation). */
async function paintAndFirstScript(page: import('@playwright/test').Page) {
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/.+\.js$/.test(e.name))),
    )
    .toBe(true)
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/.+\.js$/.test(e.name))
      .map((e) => e.startTime)
    return { paint, firstScript: Math.min(...scripts) }
  })
}

test.describe('the first paint', () => {
  test('the home page paints before its JS is fetched, then hydrates and navigates client-side', async ({
    page,
    browserErrors,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const { paint, firstScript } = await paintAndFirstScript(page)
    expect(paint, 'the page reported a first contentful paint').not.toBeNull()
    expect(firstScript, 'the first client chunk is asked for after the first paint').toBeGreaterThanOrEqual(paint ?? 0)
    // Start's preload hints were moved out of the HTML and into the after-paint loader, which removed itself.
    expect(await page.locator('script[data-client-loader]').count()).toBe(0)

    const loginLink = page.getByTestId('site-header').getByRole('link', { name: 'Kirjaudu', exact: true })
    await hydrated(loginLink)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await loginLink.click()
    await expect(page).toHaveURL('/account/login')
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    expect(browserErrors.cspViolations, 'CSP violations').toEqual([])
    expect(browserErrors.consoleErrors, 'console errors (a hydration mismatch among them)').toEqual([])
  })

  test('a product page paints before its JS is fetched and its add-to-cart button works once hydrated', async ({
    page,
    browserErrors,
  }) => {
    await page.goto('/')
    const product = await anInStockProduct(page)
    await addToCartFromProductPage(page, product)

    const { paint, firstScript } = await paintAndFirstScript(page)
    expect(paint).not.toBeNull()
    expect(firstScript).toBeGreaterThanOrEqual(paint ?? 0)

    expect(browserErrors.cspViolations, 'CSP violations').toEqual([])
    expect(browserErrors.consoleErrors, 'console errors (a hydration mismatch among them)').toEqual([])
  })
})
