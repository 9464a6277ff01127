import type { Page } from '@playwright/test'
import { demoClinic } from './fixtures/accounts.ts'
import { addToCartFromProductPage, anInStockProduct } from './fixtures/catalog.ts'
import { sendInvoiceOrder } from './fixtures/checkout.ts'
import { approveClinic, newClinic, registerClinic, requestPasswordReset, type Clinic } from './fixtures/clinic.ts'
import { lastMailIdTo, linkIn, waitForMailTo } from './fixtures/outbox.ts'
import { expectGuestHeader, loginAs, loginForm, logOutWithLink, submitLogin } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §2/§4: whole journeys of the account area — a new clinic from registration to its next
// login, a forgotten password through the mailed link, an order from the checkout to its
// history, print view and invoice, and what Back shows after logging out.

const WRONG_CREDENTIALS = 'Sähköpostiosoite tai salasana on väärin.'
const RESET_LINK_INVALID = 'Salasanan vaihtolinkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.'

/** Today as the shop writes dates (dd.MM.yyyy, Helsinki time). */
function todayInHelsinki(): string {
  return new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date())
}

/** Matches the day an order placed between two readings of todayInHelsinki() carries (midnight-proof). */
const placedOn = (before: string, after: string) =>
  new RegExp(`(${[before, after].map((day) => day.replace(/\./g, '\\.')).join('|')})`)

/** Registers a fresh clinic, which leaves the browser logged in as it on the home page. */
async function registeredClinic(page: Page): Promise<Clinic> {
  const clinic = newClinic()
  await registerClinic(page, clinic)
  await expect(page).toHaveURL('/')
  await expect(page.getByTestId('account-initials')).toHaveText('TT')
  return clinic
}

/** Logs out with the account navigation's link and waits until the browser is a guest at home. */
async function logOut(page: Page): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/account')) await page.goto('/account')
  await logOutWithLink(page)
  await expect(page).toHaveURL('/')
  await expectGuestHeader(page)
}

/** Opens a create-password link and sends the new password twice. */
async function setNewPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link)
  const form = page.getByTestId('create-password-form')
  await hydrated(form)
  await form.getByLabel('Uusi salasana', { exact: true }).fill(password)
  await form.getByLabel('Vahvista salasana').fill(password)
  await form.getByRole('button', { name: 'Tallenna salasana' }).click()
}

test.describe('account journeys', () => {
  // Every journey here crosses several full page loads and logins: room for a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('a new professional customer registers, logs out and logs in again with the new account', async ({ page }) => {
    const clinic = await registeredClinic(page)

    await logOut(page)

    await page.goto('/account/login')
    await loginAs(page, clinic.email, clinic.password)
    await expect(page.getByTestId('account-initials')).toHaveText('TT')
    await page.goto('/account')
    await expect(page.getByTestId('account-details')).toContainText(clinic.company)
  })

  test('a forgotten password is replaced through the mailed link, which works only once', async ({ page }) => {
    test.setTimeout(150_000) // registration, a mail read through wrangler, and three logins
    const clinic = await registeredClinic(page)
    await logOut(page)
    const before = lastMailIdTo(clinic.email)

    const answer = await requestPasswordReset(page, clinic.email)
    expect(answer).toContain('Jos sähköpostiosoitteella on asiakastili')

    const mail = await waitForMailTo(clinic.email, before)
    expect(mail.subject).toBe('Salasanan vaihto – VetTarvike')
    const link = linkIn(mail, '/account/create-password')
    expect(link).toMatch(/^\/account\/create-password\?token=/)

    const newPassword = 'uusi-salasana-456'
    await setNewPassword(page, link, newPassword)
    await expect(page).toHaveURL('/account/login')
    await expect(page.getByTestId('notification-success')).toBeVisible()

    // The old password no longer opens the account; the new one does.
    await submitLogin(page, { email: clinic.email, password: clinic.password })
    await expect(loginForm(page).error).toHaveText(WRONG_CREDENTIALS)
    await loginAs(page, clinic.email, newPassword)
    await logOut(page)

    // The same link a second time: refused in Finnish, with a way to ask for a new one.
    await setNewPassword(page, link, 'kolmas-salasana-789')
    const invalid = page.getByTestId('create-password-invalid')
    await expect(invalid).toContainText(RESET_LINK_INVALID)
    await expect(invalid.getByRole('link', { name: 'Tilaa uusi linkki' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    )
    await page.goto('/account/login')
    await submitLogin(page, { email: clinic.email, password: 'kolmas-salasana-789' })
    await expect(loginForm(page).error).toHaveText(WRONG_CREDENTIALS)
  })

  test('the order just placed heads the order history, opens with its lines and totals, and prints', async ({
    page,
  }) => {
    test.setTimeout(150_000) // registration, the product page and the whole checkout
    // A fresh clinic: its history holds this order only, whatever other journeys order meanwhile.
    approveClinic((await registeredClinic(page)).email)
    const product = await anInStockProduct(page)
    await addToCartFromProductPage(page, product)
    const minicart = page.getByTestId('minicart')
    await minicart.getByTestId('minicart-to-cart').click()
    await expect(page).toHaveURL('/cart')
    const toCheckout = page.getByTestId('to-checkout')
    await hydrated(toCheckout)
    await toCheckout.click()
    const dayBefore = todayInHelsinki()
    const orderNumber = await sendInvoiceOrder(page)
    const day = placedOn(dayBefore, todayInHelsinki())

    // --- The history: this order first, dated today as dd.MM.yyyy.
    await page.goto('/account/order')
    const first = page.getByTestId('order-row').first()
    await expect(first.getByRole('rowheader')).toHaveText(orderNumber)
    const date = first.getByRole('cell').first()
    await expect(date).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
    await expect(date).toHaveText(day)
    const listedTotal = ((await first.getByRole('cell').last().textContent()) ?? '').trim()
    expect(listedTotal).toMatch(/€/)

    // --- The order: its line (the product ordered) and totals matching the list.
    await first.getByRole('link', { name: orderNumber }).click()
    await expect(page).toHaveURL(`/account/order/${orderNumber}`)
    const view = page.getByTestId('order-view')
    await expect(view.getByRole('heading', { name: `Tilaus ${orderNumber}`, level: 1 })).toBeVisible()
    await expect(view.getByText(/^Tilattu /)).toHaveText(day)
    const lines = view.getByTestId('order-line-row')
    await expect(lines).toHaveCount(1)
    await expect(lines.first()).toContainText(product.sku)
    await expect(view.getByTestId('order-grand-total')).toHaveText(listedTotal)
    await expect(view.getByTestId('order-totals')).toContainText('Välisumma')

    // --- The print view: the order alone, without the site's header, navigation or footer.
    const printLink = view.getByTestId('order-print-link')
    await hydrated(printLink)
    await printLink.click()
    await expect(page).toHaveURL(`/account/order/${orderNumber}/print`)
    const print = page.getByTestId('order-print')
    await expect(print.getByRole('heading', { name: `Tilaus ${orderNumber}`, level: 1 })).toBeVisible()
    await expect(print.getByTestId('order-line-row')).toContainText(product.sku)
    await expect(print.getByTestId('order-grand-total')).toHaveText(listedTotal)
    await expect(page.getByTestId('site-header')).toHaveCount(0)
    await expect(page.getByTestId('account-nav')).toHaveCount(0)
    await expect(page.getByTestId('site-footer')).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)

    // The same on a fresh load of the print address (server-rendered, not only a client view).
    await page.reload()
    await expect(page.getByTestId('order-print')).toBeVisible()
    await expect(page.getByTestId('site-header')).toHaveCount(0)
  })

  test('an invoice opens in the invoice layout: the site header, no account navigation', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)
    // The order pages use the account layout, with its navigation; the invoice pages do not.
    await page.goto('/account/order')
    await expect(page.getByRole('navigation', { name: 'Oman tilin sivut' })).toBeVisible()
    await page.goto('/account/invoice')
    const row = page.getByTestId('invoice-row').first()
    const invoiceNumber = ((await row.getByRole('rowheader').textContent()) ?? '').trim()
    expect(invoiceNumber).toMatch(/^L\d+$/)
    const link = row.getByRole('link', { name: invoiceNumber })
    await hydrated(link)
    await link.click()

    await expect(page).toHaveURL(`/account/invoice/${invoiceNumber}`)
    const invoice = page.getByTestId('invoice-view')
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText(invoiceNumber)
    await expect(invoice.getByTestId('order-totals')).toBeVisible()
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Oman tilin sivut' })).toHaveCount(0)

    // The invoice layout on a direct load too.
    await page.reload()
    await expect(page.getByTestId('invoice-view')).toBeVisible()
    await expect(page.getByTestId('account-nav')).toHaveCount(0)
  })

  /** What Back may show after a logout: the login page or a guest view, never the customer's data. */
  async function expectNoCustomerData(page: Page, customerName: string): Promise<void> {
    await expect(page).toHaveURL(/^[^?]*\/(account\/login(\?.*)?)?$/)
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByTestId('account-initials')).toHaveCount(0)
    await expect(page.getByTestId('order-history')).toHaveCount(0)
    await expect(page.getByTestId('order-row')).toHaveCount(0)
    await expect(page.getByText(customerName)).toHaveCount(0)
  }

  /** Logs in as the demo clinic, opens its order history and returns the customer's name. */
  async function openOrdersAsCustomer(page: Page): Promise<string> {
    await loginAs(page, demoClinic.email, demoClinic.password)
    // The initials' label names the customer ("Oma tili: Etunimi Sukunimi").
    const label = (await page.getByTestId('account-initials').getAttribute('aria-label')) ?? ''
    const name = label.slice(label.indexOf(':') + 1).trim()
    expect(name).not.toBe('')
    await page.goto('/account/order')
    await expect(page.getByTestId('order-table')).toBeVisible()
    return name
  }

  test('after logging out with the link, Back shows no customer data', async ({ page }) => {
    const name = await openOrdersAsCustomer(page)

    await logOut(page)
    await page.goBack()

    await expectNoCustomerData(page, name)
  })

  test('after logging out by opening /account/logout, Back shows no customer data', async ({ page }) => {
    const name = await openOrdersAsCustomer(page)

    // A page load of /account/logout: the worker ends the session and sends the browser home.
    await page.goto('/account/logout')
    await expect(page).toHaveURL('/')
    await expectGuestHeader(page)
    await page.goBack()

    await expectNoCustomerData(page, name)
  })
})
