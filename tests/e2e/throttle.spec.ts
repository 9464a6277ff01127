import type { APIRequestContext } from '@playwright/test'
import { newClinic, registerClinic } from './fixtures/clinic.ts'
import { submitLogin } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// Brute-force protection (docs/decisions/013-auth-throttling.md): once an e-mail has used up its
// attempts, the login, forgot-password and registration forms show the server's Finnish 429
// message. The attempts are spent over the API with a fresh e-mail per run (the local server
// counts per account only: every local client shares the loopback address).

const THROTTLED = /Liian monta yritystä lyhyessä ajassa\. Yritä uudelleen .*kuluttua\./

async function spend(request: APIRequestContext, path: string, data: unknown, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await request.post(path, { data })
    expect(res.status(), `attempt ${i + 1} of ${times}`).not.toBe(429)
  }
}

test('the login form shows the 429 message after too many wrong passwords', async ({ page, request }) => {
  const email = newClinic().email
  await spend(request, '/api/auth/login', { email, password: 'väärä-salasana' }, 10)
  await page.goto('/account/login')
  await submitLogin(page, { email, password: 'väärä-salasana' })
  await expect(page.getByTestId('login-error')).toContainText(THROTTLED)
  await expect(page).toHaveURL('/account/login')
})

test('the forgot-password form shows the 429 message after too many requests', async ({ page, request }) => {
  const email = newClinic().email
  await spend(request, '/api/customer/customer/forgotPassword', { email }, 5)
  await page.goto('/account/forgot-password')
  const form = page.getByTestId('forgot-form')
  await hydrated(form)
  await form.getByLabel('Sähköposti').fill(email)
  await form.getByRole('button', { name: 'Lähetä linkki' }).click()
  await expect(form.getByRole('alert')).toContainText(THROTTLED)
  await expect(page.getByTestId('forgot-sent')).toHaveCount(0)
})

test('the registration form shows the 429 message after too many attempts', async ({ page, request }) => {
  const clinic = newClinic()
  const body = {
    company: clinic.company,
    business_id: clinic.businessId,
    firstname: clinic.firstname,
    lastname: clinic.lastname,
    email: clinic.email,
    phone: clinic.phone,
    street: clinic.street,
    postcode: clinic.postcode,
    city: clinic.city,
    password: clinic.password,
  }
  await spend(request, '/api/customer/customer/register', body, 5)
  await registerClinic(page, clinic)
  await expect(page.getByTestId('register-error')).toContainText(THROTTLED)
  await expect(page).toHaveURL('/account/register')
})
