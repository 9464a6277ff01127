import type { Locator, Page } from '@playwright/test'
import { newClinic, registerClinic } from './fixtures/clinic.ts'
import { loginForm, submitLogin } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §2 account routes: while a form's request runs, its submit button is disabled and says
// what is happening (a second click cannot send it twice); the answer then replaces that state.
// Each journey holds the API call until the pending state has been seen.

const WRONG_CREDENTIALS = 'Sähköpostiosoite tai salasana on väärin.'
const SAME_ANSWER = 'Jos sähköpostiosoitteella on asiakastili'
const RESET_LINK_INVALID = 'Salasanan vaihtolinkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.'

/** Holds every request to `path` until the returned function is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The form's submit button shows `label` and cannot be pressed. */
async function expectPending(form: Locator, label: string): Promise<void> {
  const submit = form.locator('button[type="submit"]')
  await expect(submit).toBeDisabled()
  await expect(submit).toHaveText(label)
}

/** An address no account has: the answers that do not reveal accounts are the same for it. */
const unknownEmail = () => `ei-tilia-${Date.now()}${Math.floor(Math.random() * 1000)}@example.fi`

test.describe('a form waiting for its answer', () => {
  test('the login form says "Kirjaudutaan…" until a wrong password is refused, then can be sent again', async ({
    page,
  }) => {
    await page.goto('/account/login')
    const release = await hold(page, '/api/auth/login')
    await submitLogin(page, { email: unknownEmail(), password: 'vaara-salasana' })

    const login = loginForm(page)
    await expectPending(login.form, 'Kirjaudutaan…')
    release()
    await expect(login.error).toHaveText(WRONG_CREDENTIALS)
    await expect(login.submit).toBeEnabled()
    await expect(page).toHaveURL('/account/login')
  })

  test('the login-link request says "Lähetetään…" until the same answer for every e-mail shows', async ({ page }) => {
    await page.goto('/account/login')
    const open = page.getByTestId('login-link-open')
    await hydrated(open)
    await open.click()
    const form = page.getByTestId('login-link-form')
    await form.getByLabel('Sähköposti').fill(unknownEmail())
    const release = await hold(page, '/api/customer/loginLink')
    await form.getByRole('button', { name: 'Lähetä kirjautumislinkki' }).click()

    await expectPending(form, 'Lähetetään…')
    release()
    await expect(
      page.getByRole('status').filter({ hasText: `${SAME_ANSWER}, lähetimme siihen kirjautumislinkin` }),
    ).toBeVisible()
    await expect(form).toHaveCount(0)
  })

  test('the forgot-password form says "Lähetetään…" until its answer replaces it', async ({ page }) => {
    await page.goto('/account/forgot-password')
    const form = page.getByTestId('forgot-form')
    await hydrated(form)
    await form.getByLabel('Sähköposti').fill(unknownEmail())
    const release = await hold(page, '/api/customer/customer/forgotPassword')
    await form.getByRole('button', { name: 'Lähetä linkki' }).click()

    await expectPending(form, 'Lähetetään…')
    release()
    await expect(page.getByTestId('forgot-message')).toContainText(SAME_ANSWER)
    await expect(form).toHaveCount(0)
  })

  test('the create-password form says "Tallennetaan…" until an unknown link is refused', async ({ page }) => {
    // A token of the right shape that was never mailed: only the API can refuse it.
    await page.goto(`/account/create-password?token=${'x'.repeat(43)}`)
    const form = page.getByTestId('create-password-form')
    await hydrated(form)
    await form.getByLabel('Uusi salasana', { exact: true }).fill('uusi-salasana-456')
    await form.getByLabel('Vahvista salasana').fill('uusi-salasana-456')
    const release = await hold(page, '/api/customer/customer/resetPassword')
    await form.getByRole('button', { name: 'Tallenna salasana' }).click()

    await expectPending(form, 'Tallennetaan…')
    release()
    await expect(page.getByTestId('create-password-invalid')).toContainText(RESET_LINK_INVALID)
  })

  test('the registration form says "Luodaan tiliä…" until the new clinic lands logged in at home', async ({ page }) => {
    const clinic = newClinic()
    await page.goto('/')
    const release = await hold(page, '/api/customer/customer/register')
    await registerClinic(page, clinic)

    await expectPending(page.getByTestId('register-form'), 'Luodaan tiliä…')
    await expect(page).toHaveURL('/account/register')
    release()
    await expect(page).toHaveURL('/')
    await expect(page.getByTestId('notification-register')).toContainText(`Tervetuloa asiakkaaksi, ${clinic.firstname}`)
    await expect(page.getByTestId('account-initials')).toHaveText('TT')
  })
})
