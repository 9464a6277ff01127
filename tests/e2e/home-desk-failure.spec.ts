import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/061-home-desk-and-session-switch.md: the desk is the home's one deferred part, so
// a failed desk read costs the desk alone: its own message and a retry, the rest of the home stays.
// The server reads the desk during SSR; the browser's own read is the one after an in-app
// navigation to the home, so the journey starts elsewhere and fails that read.

const DESK_FAILED = 'Työpöydän tietoja ei saatu ladattua. Yritä hetken kuluttua uudelleen.'

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a failed desk read shows the desk's message and a retry, the rest of the home stays (${name})`, async ({
      page,
    }) => {
      await logInByApi(page, demoClinic)
      await page.goto('/account/order')
      await hydrated(page)
      let failing = true
      await page.route('**/api/customer/desk', (route) =>
        failing ? route.fulfill({ status: 500, json: { message: 'Palvelussa on häiriö.' } }) : route.fallback(),
      )
      await page.getByRole('link', { name: 'VetTarvike, Etusivu' }).click()
      await expect(page).toHaveURL(/\/$/)

      const failed = page.getByTestId('home-desk-failed')
      await expect(failed).toContainText(DESK_FAILED)
      await expect(page.getByTestId('home-welcome'), 'the greeting stays').toBeVisible()
      await expect(page.getByRole('heading', { name: 'Pikalinkit' }), 'the quick links stay').toBeVisible()
      await expect(page.getByTestId('home-desk')).toHaveCount(0)
      await failed.scrollIntoViewIfNeeded()
      expect((await axeProblems(page)).severe).toEqual([])

      failing = false
      await failed.getByRole('button', { name: 'Yritä uudelleen' }).click()
      await expect(page.getByTestId('home-desk').getByTestId('desk-orders')).toBeVisible()
      await expect(failed).toHaveCount(0)
    })
  })
}
