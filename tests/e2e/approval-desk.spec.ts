import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { freshClinic } from './fixtures/freshCompany.ts'
import { hydrated } from './fixtures/hydration.ts'
import {
  fillCart,
  inLiveRegion,
  inViewport,
  listedProducts,
  sendCartForApproval,
  setRequestLineQuantity,
  soldByOne,
  soldInPacks,
} from './fixtures/purchaseRequest.ts'
import { loginAs } from './fixtures/session.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §12, docs/decisions/060-feedback-in-view.md: a purchase request speaks to the approver
// (the requester's name, never "Sinulla ei ole…"), its total with VAT and a shipping estimate
// sits in the action panel, a line off its pack size is marked, saving a changed quantity is
// confirmed where the approver looks, and on the phone a 17-line request keeps its total and
// main action in a sticky bar. No coined words ("tilausoikeudellinen").

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`the approver reads a 17-line request with its total at hand, marks and confirmations (${name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000) // two logins and a request of 17 lines on a shared machine
      const phone = viewport.width < 1024
      const { approver, requester } = await freshClinic(demoClinic, orderlessNurse)

      // The requester (Hanna Hoitaja, no `checkout`) sends 16 products sold by one and one sold in packs.
      await loginAs(page, requester.email, requester.password)
      const products = await listedProducts(page)
      const byOne = products.filter(soldByOne).slice(0, 16)
      const pack = products.find(soldInPacks)
      expect(byOne.length, 'the catalogue has 16 products sold by one').toBe(16)
      expect(pack, 'the catalogue has a product sold in packs').toBeDefined()
      const increment = pack?.quantity_rules?.qty_increments ?? 1
      await fillCart(page, [
        ...byOne.map((p, i) => ({ sku: p.sku, quantity: i === 0 ? 3 : 1 })),
        { sku: pack?.sku ?? '', quantity: increment },
      ])
      // The cart's send form names no coined word.
      await page.goto('/cart')
      await expect(page.getByTestId('send-for-approval')).toBeVisible()
      await expect(page.locator('body')).not.toContainText(/tilausoikeudellise/i)
      const id = await sendCartForApproval(page, 'Viikon tilaus.')
      // The product's pack size changed since: its line is now one over a pack.
      setRequestLineQuantity(id, pack?.sku ?? '', increment + 1)

      await page.goto('/account/approvals')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('body')).not.toContainText(/tilausoikeudellise/i)

      await page.goto('/account/logout')
      await expect(page.getByTestId('site-header').getByRole('link', { name: 'Kirjaudu', exact: true })).toBeVisible()
      await loginAs(page, approver.email, approver.password)
      await page.goto(`/account/approvals/${id}`)
      const actions = page.getByTestId('approver-actions')
      await hydrated(actions)
      await expect(page.getByTestId('request-line')).toHaveCount(17)

      // The reasons speak of the requester by name.
      const reasons = page.getByTestId('approval-reasons')
      await expect(reasons).toContainText('Pyytäjällä (Hanna Hoitaja) ei ole tilausoikeutta')
      await expect(page.locator('body')).not.toContainText('Sinulla ei ole tilausoikeutta')
      await expect(page.locator('body')).not.toContainText(/tilausoikeudellise/i)

      // The total: alv 0 %, VAT, a shipping estimate and the total with VAT, in the action panel.
      const totals = actions.getByTestId('request-totals')
      await expect(totals).toContainText('alv 0 %')
      await expect(totals.getByTestId('request-total-vat')).toContainText(/\d,\d\d/)
      await expect(totals.getByTestId('request-total-shipping')).toContainText(/\d,\d\d/)
      const grand = (await totals.getByTestId('request-total-grand').textContent()) ?? ''
      expect(grand).toMatch(/\d,\d\d/)

      // The line off its pack size is marked with the rule.
      const packLine = page.locator(`[data-testid="request-line"][data-sku="${pack?.sku}"]`)
      await expect(packLine.getByTestId('request-line-pack')).toContainText(`Myydään ${increment} kpl:n erissä`)
      await expect(page.locator('[data-testid="request-line-pack"]')).toHaveCount(1)
      await packLine.screenshot({ path: test.info().outputPath(`request-pack-line-${viewport.width}.png`) })

      // On the phone, halfway down the lines, the total and the main action are in view.
      if (phone) {
        await page.getByTestId('request-line').nth(8).scrollIntoViewIfNeeded()
        const bar = page.getByTestId('request-action-bar')
        await expect(bar).toBeVisible()
        expect(await inViewport(page, bar), 'the action bar is in view halfway down').toBe(true)
        await expect(bar).toContainText(grand.trim())
        await expect(bar.getByRole('button', { name: 'Hyväksy ja siirry kassalle' })).toBeVisible()
      }
      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: test.info().outputPath(`request-approver-${viewport.width}.png`) })

      // Saving a changed quantity is confirmed where the approver looks, and announced.
      const first = page.locator(`[data-testid="request-line"][data-sku="${byOne[0]?.sku}"]`)
      await first.getByRole('button', { name: `Vähennä määrää: ${byOne[0]?.name}` }).click()
      const save = phone
        ? page.getByTestId('request-action-bar').getByRole('button', { name: 'Tallenna muutokset' })
        : actions.getByRole('button', { name: 'Tallenna muutokset' })
      await save.click()
      const saved = page.getByText('Muutokset tallennettu.').locator('visible=true').first()
      await expect(saved).toBeVisible()
      expect(await inViewport(page, saved), 'the confirmation is in view').toBe(true)
      expect(await inLiveRegion(saved), 'the confirmation is announced').toBe(true)
      await expect(first.getByTestId('request-line-change')).toContainText('3 → 2')
      await page.screenshot({ path: test.info().outputPath(`request-saved-${viewport.width}.png`) })
    })
  })
}
