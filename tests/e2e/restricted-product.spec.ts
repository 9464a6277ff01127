import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/012-restricted-medicines-and-guest-prices.md: for a denyMedListing customer a medicine does not exist, so its page stays a 404
// (the same answer as an unknown product). The page says what that means for them, plainly and
// without naming the product, instead of reading like a broken link.
const restricted = { email: 'rajattu@example.fi', password: 'demo1234' } as const
const MEDICINE = { slug: 'amoksisilliini-250-mg-vet', name: /amoksisilliini/i }

for (const width of [375, 1280]) {
  test(`a restricted customer opening a medicine's page is told it is not in their range at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await loginAs(page, restricted.email, restricted.password)

    const response = await page.goto(`/product/${MEDICINE.slug}`)
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Tämä tuote ei kuulu valikoimaasi')
    await expect(main).toContainText('asiakaspalvelu')
    // Not a broken-link page, and nothing of the product itself.
    await expect(main).not.toContainText(/poistettu|siirretty|kirjoitusasu|Sivua ei löytynyt/)
    await expect(page.locator('body')).not.toContainText(MEDICINE.name)
    await expect(page).not.toHaveTitle(MEDICINE.name)

    // The next step: the products this customer may order.
    await main.getByRole('link', { name: 'Tuotteisiin' }).click()
    await expect(page).toHaveURL(/\/category\/kaikki-tuotteet/)
  })
}
