import { expect, test } from './fixtures/test.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { axeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { logInByApi, VIEWPORTS, type ViewportName } from './fixtures/shell.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/architecture.md §15 (accessibility): axe finds nothing serious, contrast passes everywhere, and on a
// 375 px phone nothing scrolls sideways and every tap target is at least 44×44 px.

const CONTENT_PAGE = '/tilaaminen-ja-toimitus'

const AXE_PAGES = [
  { label: 'the home page', path: '/', status: 200 },
  { label: 'a content page', path: CONTENT_PAGE, status: 200 },
  { label: 'the 404 page', path: '/tata-sivua-ei-ole-olemassa', status: 404 },
]

for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
  const phone = name === 'mobile'

  test.describe(`axe at ${VIEWPORTS[name].width} px`, () => {
    test.use({ viewport: VIEWPORTS[name] })

    for (const { label, path, status } of AXE_PAGES) {
      const title = `${label}: no serious or critical violations, no contrast problems${phone ? ', fits the phone with 44 px targets' : ''}`
      test(title, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(status)
        await hydrated(page)

        const { severe, contrast } = await axeProblems(page)
        expect(severe, `serious or critical axe violations on ${path}:\n${severe.join('\n')}`).toEqual([])
        expect(contrast, `colour-contrast violations on ${path}:\n${contrast.join('\n')}`).toEqual([])
        // On the phone the same page load answers the layout checks too.
        if (phone) await expectPhoneFriendly(page, path)
      })
    }
  })
}

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  // / and the content page are checked together with axe above.
  test("a guest's /cart fits the phone and has 44 px tap targets", async ({ page }) => {
    await page.goto('/cart')
    await hydrated(page)
    await expectPhoneFriendly(page, '/cart')
  })

  test.describe('a customer', () => {
    test.beforeEach(async ({ page }) => {
      await logInByApi(page, demoClinic)
    })

    for (const path of ['/category/kaikki-tuotteet', '/cart', '/account']) {
      test(`${path} fits the phone and has 44 px tap targets`, async ({ page }) => {
        await page.goto(path)
        await hydrated(page)
        await expectPhoneFriendly(page, path)
      })
    }

    test('a product page fits the phone and has 44 px tap targets', async ({ page }) => {
      await page.goto('/category/kaikki-tuotteet')
      const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href')
      expect(href, 'a product link on the all-products page').toBeTruthy()
      await page.goto(href!)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectPhoneFriendly(page, href!)
    })
  })
})
