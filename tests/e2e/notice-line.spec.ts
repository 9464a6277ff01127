import type { Locator, Page } from '@playwright/test'
import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §2, docs/decisions/016-notices-and-login-return-on-phones.md: the phone's first screen
// shows the page, and what it shows of a notice reads as something: a collapsed notice's line is
// its title with an ellipsis or a whole sentence, never a fragment cut mid-phrase
// ("Saatavuushäiriö: koirien"). In the mobile menu "Takaisin" sits beside its chevron.

/** The words of a collapsed notice that are drawn inside its one-line box, in order. */
function visibleLine(notice: Locator): Promise<string> {
  return notice.evaluate((li) => {
    const body = li.querySelector<HTMLElement>('[id]')!
    const box = body.getBoundingClientRect()
    const words: string[] = []
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const drawn = [...range.getClientRects()].some(
          (r) =>
            r.width > 0 &&
            r.left >= box.left - 1 &&
            r.right <= box.right + 1 &&
            r.top >= box.top - 1 &&
            r.bottom <= box.bottom + 1,
        )
        if (drawn) words.push(match[0])
      }
    }
    return words.join(' ')
  })
}

async function expectWholeLines(page: Page): Promise<void> {
  await hydrated(page)
  const notices = page.locator('[data-testid=emergency-notice], [data-testid=information-notice]')
  const count = await notices.count()
  expect(count, 'the seed has notices for this visitor').toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const notice = notices.nth(i)
    await expect(notice).toHaveAttribute('data-expanded', 'false')
    const line = await visibleLine(notice)
    expect(line, 'a collapsed notice shows something').not.toBe('')
    expect(line, `"${line}" ends with a whole sentence or an ellipsis`).toMatch(/(…|[.!?])$/)
  }
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a collapsed notice reads as a title or a whole sentence, for a guest and a customer (${name})`, async ({
      page,
    }) => {
      await page.goto('/')
      await expectWholeLines(page)
      await logInByApi(page, demoClinic)
      await page.goto('/category/laakkeet')
      await expectWholeLines(page)
      const toggle = page.getByTestId('emergency-notice').first().getByTestId('notice-toggle')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('emergency-notice').first()).toContainText('Toimitamme tilaukset')
      expect((await axeProblems(page)).severe).toEqual([])
    })
  })
}

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('"Takaisin" sits beside its chevron', async ({ page }) => {
    await logInByApi(page, demoClinic)
    await page.goto('/')
    await hydrated(page)
    await page.getByTestId('mobile-menu-button').click()
    const drawer = page.getByTestId('mobile-menu')
    await drawer.getByTestId('mobile-menu-products').click()
    const back = drawer.getByTestId('mobile-menu-back')
    await expect(back).toBeVisible()
    const gap = await back.evaluate((button) => {
      const chevron = button.querySelector('svg')!.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(button)
      const word = [...button.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())!
      range.selectNodeContents(word)
      return range.getBoundingClientRect().left - chevron.right
    })
    expect(gap, 'px between the chevron and "Takaisin"').toBeLessThanOrEqual(12)
    expect((await axeProblems(page)).severe).toEqual([])
  })
})
