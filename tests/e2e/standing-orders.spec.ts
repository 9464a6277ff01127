import type { Page } from '@playwright/test'
import { axeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { hydrated } from './fixtures/hydration.ts'
import { productBySku } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/079-standing-orders.md: a clinic makes a standing order from a shopping list,
// sees its next twelve runs on the delivery calendar and why one moved (a vaccine never leaves
// on a Friday), and skips one run.

/** A vaccine (cold chain, sold by one) and a syringe of the demo seed. */
const VACCINE = productBySku('VT-100004')
const SYRINGE = productBySku('VT-100022')

async function shoppingListByApi(page: Page, baseURL: string, title: string): Promise<number> {
  const headers = { Origin: baseURL }
  const created = await page.request.post('/api/shoppinglist', { data: { title }, headers })
  expect(created.status(), await created.text()).toBe(200)
  const { shoppinglist_id: id } = (await created.json()) as { shoppinglist_id: number }
  for (const sku of [VACCINE.sku, SYRINGE.sku]) {
    const added = await page.request.post(`/api/shoppinglist/${id}/items`, { data: { sku, quantity: 2 }, headers })
    expect(added.status(), await added.text()).toBe(200)
  }
  return id
}

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
][]) {
  test.describe(`standing orders (${name})`, () => {
    test.use({ viewport })

    test('a standing order from a shopping list: its next runs, why one moved, and one run skipped', async ({
      page,
      freshCustomer,
      baseURL,
    }) => {
      test.setTimeout(90_000)
      await logInByApi(page, freshCustomer)
      const title = `Rokotteet ${name}`
      const listId = await shoppingListByApi(page, baseURL!, title)

      await page.goto(`/account/shoppinglist/${listId}`)
      const make = page.getByTestId('make-standing-order')
      await hydrated(make)
      await make.click()
      await expect(page).toHaveURL(/\/account\/standing-orders\?from=list&list=\d+/)
      const form = page.getByTestId('standing-order-form')
      await hydrated(form.getByTestId('standing-order-submit'))
      await expect(form.getByLabel('Nimi')).toHaveValue(title)
      expect((await axeProblems(page)).severe).toEqual([])
      if (name === 'mobile') await expectPhoneFriendly(page, 'the new standing order form')
      await form.getByLabel('Lähtöpäivä').selectOption('5')
      await form.getByTestId('standing-order-submit').click()

      // The standing order's page: twelve runs, each Friday moved to Thursday for the vaccine.
      await expect(page).toHaveURL(/\/account\/standing-orders\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByTestId('standing-order-schedule')).toContainText('Joka viikko perjantaisin')
      const runs = page.getByTestId('next-run')
      await expect(runs).toHaveCount(12)
      // Every run moved off its Friday; an ordinary week's run to its Thursday (a holiday week's
      // further, with the holiday named), whatever week the journey runs in.
      await expect(runs.getByTestId('run-moved')).toHaveCount(12)
      const ordinaryWeek = runs.filter({ hasText: 'Kylmäketjutuotteita ei lähetetä perjantaisin' }).first()
      await expect(ordinaryWeek).toContainText(/Lähtee to \d\d\.\d\d\.\d{4}/)
      await expect(ordinaryWeek.getByTestId('run-moved')).toContainText(
        /Siirretty päivältä pe \d\d\.\d\d\.\d{4}: Kylmäketjutuotteita ei lähetetä perjantaisin/,
      )
      const first = runs.first()
      await expect(page.getByTestId('standing-lines')).toContainText(VACCINE.name)
      await expect(page.getByTestId('standing-lines')).toContainText(SYRINGE.name)
      expect((await axeProblems(page)).severe).toEqual([])
      if (name === 'mobile') await expectPhoneFriendly(page, 'a standing order with its next runs')

      // Skip the first run: it says so, and the page after a reload still does.
      const firstDate = await first.getAttribute('data-run-date')
      const skip = first.getByTestId('run-skip')
      await hydrated(skip)
      const saved = page.waitForResponse((r) => r.url().includes(`/runs/${firstDate}`) && r.ok())
      await skip.click()
      await saved
      await expect(first).toContainText('Ohitetaan')
      await expect(first.getByTestId('run-unskip')).toBeVisible()
      await page.reload()
      const again = page.locator(`[data-testid="next-run"][data-run-date="${firstDate}"]`)
      await expect(again).toContainText('Ohitetaan')
      await expect(page.getByTestId('next-run').nth(1)).not.toContainText('Ohitetaan')
      expect((await axeProblems(page)).severe).toEqual([])

      // Change the next run alone: one vaccine instead of two; the run says what it will order.
      const second = page.getByTestId('next-run').nth(1)
      await second.getByTestId('run-edit').click()
      const dialog = page.getByTestId('run-edit-dialog')
      const runForm = dialog.getByTestId('run-lines-form')
      await runForm.getByRole('button', { name: `Vähennä määrää: ${VACCINE.name}` }).click()
      const changed = page.waitForResponse((r) => /\/runs\/\d{4}-\d\d-\d\d$/.test(r.url()) && r.ok())
      await runForm.getByRole('button', { name: 'Tallenna' }).click()
      await changed
      await expect(dialog).toBeHidden()
      await expect(second).toContainText(`Tämän kerran rivit: 1 × ${VACCINE.name}, 2 × ${SYRINGE.name}`)

      // The list of standing orders names it with its next run.
      await page.goto('/account/standing-orders')
      const card = page.getByTestId('standing-order-card').filter({ hasText: title })
      await expect(card).toContainText('Joka viikko perjantaisin')
      await expect(card.getByTestId('standing-order-next')).toContainText(
        /\((Kylmäketjutuotteita ei lähetetä perjantaisin|Pyhäpäivä: .+|Aattopäivä: .+)\)/,
      )
      expect((await axeProblems(page)).severe).toEqual([])
    })
  })
}
