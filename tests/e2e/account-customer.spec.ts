import { query } from '../../seed/d1.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { addToCartFromProductPage, anInStockProduct } from './fixtures/catalog.ts'
import { checkoutReady, finishInvoiceOrder } from './fixtures/checkout.ts'
import { approveClinic, newClinic, registerClinic, requestPasswordReset } from './fixtures/clinic.ts'

import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §2 account routes: registration, the password reset request and the address book.

test.describe('the customer account', () => {
  test('a guest registers a clinic and lands logged in on the home page', async ({ page }) => {
    const clinic = newClinic()

    await registerClinic(page, clinic)

    await expect(page).toHaveURL('/')
    await expect(page.getByTestId('notification-register')).toContainText(`Tervetuloa asiakkaaksi, ${clinic.firstname}`)
    await expect(page.getByTestId('account-initials')).toHaveText('TT')

    await page.goto('/account')
    await expect(page.getByTestId('account-details')).toContainText(clinic.company)
    await expect(page.getByTestId('account-details')).toContainText(clinic.email)
  })

  test('a Y-tunnus with a wrong check digit is refused in the browser', async ({ page }) => {
    const clinic = newClinic()
    const [digits, check] = clinic.businessId.split('-')
    clinic.businessId = `${digits}-${(Number(check) + 1) % 10}`

    await registerClinic(page, clinic)

    await expect(page.getByText('Y-tunnuksen tarkistusnumero ei täsmää. Tarkista Y-tunnus.')).toBeVisible()
    await expect(page).toHaveURL('/account/register')
  })

  test("an approved clinic's Y-tunnus is not registered again: the form says to contact the shop", async ({ page }) => {
    // The demo clinic is an approved company (docs/decisions/045-invitations-and-company-approval.md): its business ID is public.
    const [demo] = query<{ business_id: string }>(
      `SELECT business_id FROM companies WHERE approval_pending = 0
       AND id = (SELECT company_id FROM customers WHERE email = '${demoClinic.email}')`,
    )
    const clinic = { ...newClinic(), businessId: demo!.business_id }

    await registerClinic(page, clinic)

    await expect(page.getByText(/^Tällä Y-tunnuksella on jo asiakastili\./).first()).toBeVisible()
    await expect(page.getByText(/ota yhteyttä asiakaspalveluun/).first()).toBeVisible()
    await expect(page).toHaveURL('/account/register')
  })

  test('the forgot-password page answers an unknown e-mail exactly like a known one', async ({ page }) => {
    const unknown = await requestPasswordReset(page, `ei-tilia-${Date.now()}@example.fi`)
    const known = await requestPasswordReset(page, demoClinic.email)

    expect(unknown).toContain('Jos sähköpostiosoitteella on asiakastili')
    expect(unknown).toBe(known)
  })

  test('a logged-in customer adds an address to the address book and ships an order to it', async ({ page }) => {
    test.setTimeout(120_000)
    // A fresh clinic, so the book starts empty and no run leaves addresses on a shared account.
    const clinic = newClinic()
    await registerClinic(page, clinic)
    await expect(page.getByTestId('account-initials')).toBeVisible()

    await page.goto('/account/address')
    await expect(page.getByTestId('address-empty')).toBeVisible()
    const add = page.getByTestId('address-add')
    await hydrated(add)
    await add.click()

    await expect(page).toHaveURL('/account/address/new')
    const form = page.getByTestId('address-form')
    await hydrated(form)
    await form.getByLabel('Etunimi').fill('Ville')
    await form.getByLabel('Sukunimi').fill('Vastaanottaja')
    await form.getByLabel('Yritys / klinikka').fill('Testitassun sivuvastaanotto')
    await form.getByLabel('Katuosoite').fill('Sivukatu 12')
    await form.getByLabel('Postinumero').fill('33100')
    await form.getByLabel('Postitoimipaikka').fill('Tampere')
    await form.getByLabel('Puhelinnumero').fill('050 765 4321')
    await form.getByRole('button', { name: 'Tallenna osoite' }).click()

    await expect(page).toHaveURL('/account/address')
    await expect(page.getByTestId('notification-success')).toHaveText('Osoite on lisätty osoitekirjaan.')
    const item = page.getByTestId('address-item')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('Testitassun sivuvastaanotto')
    await expect(item).toContainText('33100 Tampere')
    // The first address of the book becomes the default shipping address.
    await expect(item.getByTestId('address-default')).toHaveText('Oletustoimitusosoite')

    // Listed on a fresh load too, not only in the page's cache.
    await page.reload()
    await expect(page.getByTestId('address-item')).toContainText('Sivukatu 12')

    // --- A new account fills a cart at once, but the cart says ordering waits for approval.
    await addToCartFromProductPage(page, await anInStockProduct(page))
    await page.goto('/cart')
    await expect(page.getByTestId('awaiting-approval')).toContainText('odottaa asiakaspalvelun hyväksyntää')
    approveClinic(clinic.email)
    await page.reload()
    await expect(page.getByTestId('to-checkout')).toBeVisible()
    await expect(page.getByTestId('awaiting-approval')).toHaveCount(0)

    // --- The checkout takes the saved default address as the shipping address on arrival
    // (docs/decisions/058-one-page-checkout-and-repeat-orders.md); the new-address form stays shut.

    await page.goto('/checkout')
    await checkoutReady(page)
    const saved = page.getByTestId('saved-address')
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText('Sivukatu 12')
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('shipping-address-form')).toHaveCount(0)

    await finishInvoiceOrder(page, 'Sivukatu 12')

    // The order went to the saved address.
    const shippedTo = await page.evaluate(async () => {
      const { items } = (await (await fetch('/api/customer/orders')).json()) as { items: { order_number: string }[] }
      const res = await fetch(`/api/customer/orders/${items[0]?.order_number ?? ''}`)
      return JSON.stringify(await res.json())
    })
    expect(shippedTo).toContain('Sivukatu 12')
    expect(shippedTo).toContain('33100')
  })

  test('a customer edits the contact details and the billing address, and both stay saved', async ({ page }) => {
    test.setTimeout(90_000)
    const clinic = newClinic()
    await registerClinic(page, clinic)
    await expect(page.getByTestId('account-initials')).toBeVisible()

    // The details form starts from the saved values and saves a new phone number.
    await page.goto('/account/edit/details')
    const details = page.getByTestId('details-form')
    await hydrated(details)
    await expect(details.getByLabel('Sähköposti')).toHaveValue(clinic.email)
    await expect(details.getByLabel('Puhelinnumero')).toHaveValue(clinic.phone)
    await details.getByLabel('Puhelinnumero').fill('050 111 2233')
    await details.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(page.getByTestId('notification-success')).toHaveText('Omat tiedot on tallennettu.')

    // A new e-mail (the login name) needs the current password: without it, or with a wrong
    // one, a Finnish message on the password field and nothing saved; with it, saved.
    const newEmail = `uusi.${clinic.email}`
    await details.getByLabel('Sähköposti').fill(newEmail)
    await details.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(details.getByText('Anna nykyinen salasana vaihtaaksesi sähköpostiosoitteen.')).toBeVisible()
    await details.getByLabel('Nykyinen salasana').fill('väärä-salasana-1')
    await details.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(details.getByText('Nykyinen salasana on väärin.')).toBeVisible()
    await details.getByLabel('Nykyinen salasana').fill(clinic.password)
    await details.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(page.getByTestId('notification-success').last()).toHaveText('Omat tiedot on tallennettu.')
    await expect(details.getByLabel('Nykyinen salasana')).toHaveValue('')

    // The billing form too: a 4-digit postal code is refused in the browser, 5 digits save.
    await page.goto('/account/edit/billing')
    const billing = page.getByTestId('billing-form')
    await hydrated(billing)
    await expect(billing.getByLabel('Katuosoite')).toHaveValue(clinic.street)
    await billing.getByLabel('Postinumero').fill('3310')
    await billing.getByLabel('Postitoimipaikka').fill('Tampere')
    await billing.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(billing.getByText('Postinumerossa on viisi numeroa.')).toBeVisible()
    await billing.getByLabel('Postinumero').fill('33100')
    await billing.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(page.getByTestId('notification-success')).toHaveText('Laskutustiedot on tallennettu.')

    // Both are there on a fresh load.
    await page.goto('/account/edit/details')
    await expect(page.getByTestId('details-form').getByLabel('Puhelinnumero')).toHaveValue('050 111 2233')
    await expect(page.getByTestId('details-form').getByLabel('Sähköposti')).toHaveValue(newEmail)
    await page.goto('/account/edit/billing')
    await expect(page.getByTestId('billing-form').getByLabel('Postitoimipaikka')).toHaveValue('Tampere')
    await expect(page.getByTestId('billing-form').getByLabel('Postinumero')).toHaveValue('33100')
  })
})
