import { demoClinic, invoiceClerk } from './fixtures/accounts.ts'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// Spec §6 and §11: the company's address book is read by every user of the company and changed
// only with `checkout` or `permissions` (the backend answers 403 otherwise). The page offers
// the office manager (only `invoices`) no button that would end in that 403, and says who
// changes the addresses; the administrator keeps every button.

for (const width of [375, 1280]) {
  test(`the address book offers its changes only to users who may make them at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000) // two logins on a shared machine
    await page.setViewportSize({ width, height: 900 })

    await loginAs(page, invoiceClerk.email, invoiceClerk.password)
    await page.goto('/account/address')
    const list = page.getByTestId('address-list')
    await expect(list).toBeVisible()
    await hydrated(page.getByTestId('address-read-only'))
    await expect(page.getByTestId('address-read-only')).toContainText('tilaajat ja pääkäyttäjät')
    await expect(page.getByRole('link', { name: 'Lisää osoite' })).toHaveCount(0)
    await expect(list.getByRole('link', { name: /^Muokkaa osoitetta/ })).toHaveCount(0)
    await expect(list.getByRole('button', { name: /^Poista osoite/ })).toHaveCount(0)
    await expect(list.getByRole('button', { name: 'Aseta oletukseksi' })).toHaveCount(0)
    expect((await axeProblems(page)).severe, 'axe on the read-only address book').toEqual([])
    expect((await horizontalOverflow(page)).overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`address-book-read-only-${width}.png`), fullPage: true })
    await page.goto('/account/logout')

    await loginAs(page, demoClinic.email, demoClinic.password)
    await page.goto('/account/address')
    await expect(
      page
        .getByTestId('address-list')
        .getByRole('link', { name: /^Muokkaa osoitetta/ })
        .first(),
    ).toBeVisible()
    await expect(page.getByTestId('address-read-only')).toHaveCount(0)
  })
}
