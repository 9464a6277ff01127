import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/architecture.md §14: the nonce'd streamed page must run under its CSP with no violation (late chunks and
// lazily loaded code included), keep Finnish text intact across stream chunks, and hydrate.
test.describe('the streamed home page', () => {
  test.use({ cookieConsent: 'undecided' })

  test('a first-time visitor gets the page under its CSP, answers the cookie dialog and browses on', async ({
    page,
    browserErrors,
  }) => {
    const response = await page.goto('/')

    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("'nonce-")
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Siirry sisältöön' })).toBeAttached()
    // A multi-byte letter split across stream chunks would show up as U+FFFD or as "Ã¤"/"Ã¶",
    // in the visible text or in the streamed data scripts.
    const documentText = await page.evaluate(() => document.documentElement.textContent ?? '')
    expect(documentText).toMatch(/[äö]/)
    expect(documentText).not.toMatch(/\uFFFD|Ã[¤¶]/)

    // The consent dialog is code-split: it loads after hydration, through the nonce'd bootstrap.
    const consent = page.getByRole('dialog', { name: 'Evästeet' })
    await consent.getByRole('button', { name: 'Hyväksy kaikki' }).click()
    await expect(consent).toBeHidden()

    // A click handled by the hydrated router is a client-side navigation: the window survives.
    const loginLink = page.getByTestId('site-header').getByRole('link', { name: 'Kirjaudu', exact: true })
    await hydrated(loginLink)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await loginLink.click()

    await expect(page).toHaveURL('/account/login')
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible()
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    expect(browserErrors.cspViolations, 'CSP violations').toEqual([])
    expect(browserErrors.consoleErrors, 'console errors').toEqual([])
  })
})
