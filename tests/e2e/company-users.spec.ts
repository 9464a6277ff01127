import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { newClinic, registerClinic } from './fixtures/clinic.ts'
import { lastMailIdTo, linkIn, waitForMailTo } from './fixtures/outbox.ts'
import { loginAs } from './fixtures/session.ts'
import type { Browser } from '@playwright/test'
import { CONSENT_COOKIE, expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §11, spec §2 /account/permissions: the clinic's administrator invites a user and changes
// a role; the invitee logs in with the mailed link and sets a password. The administrator is a
// fresh copy of demo@ with a company of its own, so the seeded clinic is not changed.

const INVITEE_PASSWORD = 'kutsutun-salasana-1'

/** A browser of the invitee's own, who chose their cookies earlier (as the shop's fixture does). */
async function ownBrowser(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fi-FI', baseURL })
  await context.addCookies([{ ...CONSENT_COOKIE, url: baseURL, secure: true, sameSite: 'Strict' }])
  return context
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the administrator invites a user and changes a role; the invitee sets a password from the link', async ({
      page,
      browser,
      baseURL,
      freshCustomer,
    }) => {
      test.setTimeout(180_000) // two browsers, an invitation mail and three logins
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/permissions')
      const users = page.getByTestId('company-user')
      await expect(users).toHaveCount(1)
      await expect(users.first()).toContainText('Sinä')
      await expect(page.getByRole('link', { name: 'Hyväksyntäsäännöt' })).toHaveAttribute(
        'href',
        '/account/approvals/rules',
      )
      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)

      // Invite a requester.
      const email = `kutsu-${Date.now().toString(36)}-${width}@example.fi`
      const before = lastMailIdTo(email)
      const form = page.getByTestId('invite-form')
      await hydrated(form)
      await form.getByLabel('Sähköposti').fill(email)
      await form.getByLabel('Etunimi').fill('Kerttu')
      await form.getByLabel('Sukunimi').fill('Kokkonen')
      await expect(form.getByTestId('invite-role')).toHaveValue('requester')
      await form.getByRole('button', { name: 'Lähetä kutsu' }).click()
      const invitee = page.locator(`[data-testid="company-user"][data-email="${email}"]`)
      await expect(invitee).toContainText('Kutsuttu')
      await expect(invitee.getByTestId('user-scopes')).toHaveText('Tilaukset, Ostoslistat')

      // An e-mail that already has an account gets the answer of any invitation (docs/decisions/045-invitations-and-company-approval.md):
      // nobody is added, and the address's owner is mailed a notice instead of a login link.
      const noticeBefore = lastMailIdTo(freshCustomer.email)
      const again = page.getByTestId('invite-form')
      await again.getByLabel('Sähköposti').fill(freshCustomer.email)
      await again.getByLabel('Etunimi').fill('Toinen')
      await again.getByLabel('Sukunimi').fill('Kerta')
      await again.getByRole('button', { name: 'Lähetä kutsu' }).click()
      const notice = await waitForMailTo(freshCustomer.email, noticeBefore)
      expect(notice.subject).toContain('sinulla on jo asiakastili')
      expect(notice.body_text).not.toContain('token=')
      await expect(page.getByTestId('invite-form').getByRole('alert')).toHaveCount(0)
      await expect(users).toHaveCount(2)

      // Make the invitee a buyer: the scopes now allow ordering.
      await invitee.getByRole('combobox').selectOption('buyer')
      await invitee.getByRole('button', { name: 'Tallenna rooli' }).click()
      await expect(invitee.getByTestId('user-scopes')).toHaveText('Tilaukset, Ostoslistat, Tilaaminen')
      expect((await axeProblems(page)).severe).toEqual([])

      // The invitee opens the mailed link in a browser of their own and sets a password.
      const mail = await waitForMailTo(email, before)
      const link = linkIn(mail, '/login')
      const context = await ownBrowser(browser, baseURL!, width)
      const other = await context.newPage()
      await other.goto(link)
      await other.getByRole('button', { name: 'Kirjaudu sisään' }).click()
      await expect(other).toHaveURL(/\/account\/password$/)
      await expect(other.getByRole('heading', { name: 'Aseta salasana' })).toBeVisible()
      // Until a password is set, another account page sends the invitee back here.
      await other.goto('/account/order')
      await expect(other).toHaveURL(/\/account\/password$/)
      await expect(other.getByRole('heading', { name: 'Aseta salasana' })).toBeVisible()
      const passwordForm = other.getByTestId('change-password-form')
      await hydrated(passwordForm)
      await expect(passwordForm.getByLabel('Nykyinen salasana')).toHaveCount(0)
      expect((await axeProblems(other)).severe).toEqual([])
      await passwordForm.getByLabel('Uusi salasana', { exact: true }).fill(INVITEE_PASSWORD)
      await passwordForm.getByLabel(/Vahvista|uudelleen/).fill(INVITEE_PASSWORD)
      await passwordForm.getByRole('button', { name: 'Aseta salasana' }).click()
      await expect(other.getByRole('heading', { name: 'Vaihda salasana' })).toBeVisible()
      await context.close()

      // The administrator sees the invitee as a user who has set a password.
      await page.reload()
      await expect(invitee).not.toContainText('Kutsuttu')

      // And the new password logs the invitee in.
      const fresh = await ownBrowser(browser, baseURL!, width)
      const third = await fresh.newPage()
      await loginAs(third, email, INVITEE_PASSWORD)
      await fresh.close()
    })

    test('a clinic awaiting approval is told it can invite once the shop has approved it', async ({ page }) => {
      await registerClinic(page, newClinic())
      await expect(page).toHaveURL('/')
      await page.goto('/account/permissions')
      await expect(page.getByTestId('company-user')).toHaveCount(1)
      const invite = page.getByTestId('invite-awaiting-approval')
      await expect(invite).toContainText('Voit kutsua käyttäjiä, kun asiakaspalvelu on hyväksynyt yrityksesi')
      await expect(page.getByTestId('invite-form')).toHaveCount(0)
      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)
    })
  })
}
