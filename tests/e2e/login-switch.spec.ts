import type { Page } from '@playwright/test'
import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { categoryOf, productBySku, seedData } from './fixtures/seedData.ts'
import { logOutWithLink, submitLogin } from './fixtures/session.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §4, §7 (docs/decisions/056-one-shell-read.md): logging in through the form switches the
// whole page to the customer's at once and without a reload: the header, the notices, the footer
// and the prices change in the same render, never a customer's header above the guest's notices,
// no notices at all or the guest's "log in to see prices". Logging out switches it back.

/**
 * Records every state the page passes through, as "header notices footer prices": each part is
 * the guest's, the customer's or absent (-). A reload would lose the recorder: it is the marker.
 */
function recordStates(page: Page) {
  return page.evaluate(() => {
    const states: string[] = []
    const has = (selector: string) => document.querySelector(selector) !== null
    const snapshot = () => {
      const notices = document.querySelector('[data-testid=notices]')?.textContent ?? null
      const footer = document.querySelector('[data-testid=site-footer]')
      const state = [
        has('[data-testid=account-initials]') ? 'customer' : has('[data-testid=header-login]') ? 'guest' : '-',
        notices === null ? '-' : notices.includes('Ammattilaisille') ? 'guest' : 'customer',
        footer?.textContent?.includes('Rekisteröidy asiakkaaksi')
          ? 'guest'
          : footer?.querySelector('[data-testid=footer-products]')
            ? 'customer'
            : '-',
        has('[data-testid=login-for-prices]') ? 'guest' : has('[data-testid=price-value]') ? 'customer' : '-',
      ].join(' ')
      if (states.at(-1) !== state) states.push(state)
    }
    Object.assign(window, { __states: states })
    new MutationObserver(snapshot).observe(document.body, { subtree: true, childList: true, characterData: true })
    snapshot()
  })
}

/** The states recorded since recordStates, and the navigations of the document (one: no reload). */
const recorded = (page: Page) =>
  page.evaluate(() => ({
    states: ((window as { __states?: string[] }).__states ?? ['no recorder: the page was reloaded']).splice(0),
    navigations: performance.getEntriesByType('navigation').map((n) => (n as PerformanceNavigationTiming).type),
  }))

/** A state with a customer's header whose notices, footer or prices are the guest's or missing. */
const mixed = (states: string[], audience: 'guest' | 'customer') =>
  states.filter((s) => s.startsWith(`${audience} `) && s.split(' ').some((part) => part !== audience && part !== '-'))

/** "Kirjaudu ulos" where a user finds it: the mobile menu on a phone, the account page on a desktop. */
async function logOut(page: Page, phone: boolean) {
  if (phone) {
    await page.getByTestId('mobile-menu-button').click()
    await page.getByTestId('mobile-menu-account-links').getByRole('link', { name: 'Kirjaudu ulos' }).click()
    return
  }
  await page.getByTestId('account-initials').click()
  await expect(page).toHaveURL('/account')
  await logOutWithLink(page)
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`logging in through the form switches notices, footer and prices at once without a reload, and logging out back (${name})`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      const product = productBySku(seedData().sharedSku)
      const categoryPath = `/category/${categoryOf(product).urlPath}`
      const listing = page.getByTestId('category-page')

      await page.goto(categoryPath)
      await hydrated(page)
      const login = listing.getByTestId('login-for-prices').first()
      await hydrated(login)
      await login.click()
      await expect(page).toHaveURL(/\/account\/login\?redirect=/)
      await hydrated(page.getByTestId('login-form'))
      await recordStates(page)
      await submitLogin(page, demoClinic)
      await expect(page).toHaveURL(categoryPath)
      await expect(listing.getByTestId('price-value').first()).toBeVisible()
      await expect(page.getByTestId('site-footer').getByTestId('footer-products')).toBeVisible()

      const loggingIn = await recorded(page)
      expect(loggingIn.navigations, 'no reload').toEqual(['navigate'])
      expect(loggingIn.states.at(-1)).toBe('customer customer customer customer')
      // The customer's header never shows above the guest's (or no) notices, footer or price prompt.
      expect(mixed(loggingIn.states, 'customer'), loggingIn.states.join('\n')).toEqual([])
      expect(loggingIn.states.filter((s) => s.startsWith('customer ') && s.split(' ')[1] !== 'customer')).toEqual([])
      expect((await axeProblems(page)).severe).toEqual([])

      await logOut(page, name === 'mobile')
      await expect(page).toHaveURL('/')
      await expect(page.getByTestId('home-login')).toBeVisible()
      const loggingOut = await recorded(page)
      expect(loggingOut.navigations, 'no reload').toEqual(['navigate'])
      expect(loggingOut.states.at(-1)).toBe('guest guest guest -')
      expect(mixed(loggingOut.states, 'guest'), loggingOut.states.join('\n')).toEqual([])
      expect(loggingOut.states.filter((s) => s.startsWith('guest ') && s.split(' ')[1] !== 'guest')).toEqual([])
      expect((await axeProblems(page)).severe).toEqual([])
    })
  })
}
