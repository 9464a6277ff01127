import type { Page } from '@playwright/test'
import { orderlessNurse } from './fixtures/accounts.ts'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { addColleague } from './fixtures/freshCompany.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/047-audit-trail.md: the administrator reads the company's audit trail on
// /account/permissions, newest first, each change described in Finnish, and narrows it to one
// user (the filter stays in the URL). The administrator is a fresh copy of demo@ with a company
// of its own and a requester colleague; the changes are made through the shop's API.

/** A write of the page's own session, as the permissions page makes it. */
async function apiWrite(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return res.status
    },
    { method, path, body },
  )
}

async function colleagueId(page: Page, email: string): Promise<number> {
  return page.evaluate(async (email) => {
    const company = (await (await fetch('/api/customer/company')).json()) as { users: { id: number; email: string }[] }
    return company.users.find((u) => u.email === email)?.id ?? 0
  }, email)
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the administrator reads the trail newest first and narrows it to one user', async ({
      page,
      freshCustomer,
    }, testInfo) => {
      test.setTimeout(120_000)
      const nurse = await addColleague(freshCustomer, orderlessNurse, 'requester')
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/permissions')
      const trail = page.getByRole('region', { name: 'Tapahtumaloki' })
      await expect(trail).toContainText('Ei vielä tapahtumia')

      // Three changes: the nurse becomes a buyer, is deactivated, and the amount rule is set.
      const nurseId = await colleagueId(page, nurse.email)
      expect(nurseId).toBeGreaterThan(0)
      expect(await apiWrite(page, 'POST', `/api/customer/company/users/${nurseId}`, { role: 'buyer' })).toBe(200)
      expect(await apiWrite(page, 'POST', `/api/customer/company/users/${nurseId}/deactivate`, {})).toBe(200)
      const rules = { amount_limit: 250, restricted_products: false, monthly_budget: null }
      expect(await apiWrite(page, 'PUT', '/api/customer/company/approvalRules', rules)).toBe(200)

      await page.reload()
      const entries = trail.getByRole('listitem')
      await expect(entries).toHaveCount(3)
      await expect(entries.nth(0)).toContainText('Muutti hyväksyntäsääntöjä')
      await expect(entries.nth(0)).toContainText('250')
      await expect(entries.nth(1)).toContainText('Poisti käyttäjän')
      await expect(entries.nth(1)).toContainText('käytöstä')
      await expect(entries.nth(2)).toContainText('Tilauspyytäjä → Tilaaja')
      // Who did it, and when (a <time> with the moment in ISO form).
      await expect(entries.nth(2).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)
      await trail.screenshot({ path: testInfo.outputPath(`audit-trail-${width}.png`) })

      // Narrowed to the nurse: the two changes that concerned them; the filter is in the URL.
      const filter = trail.getByLabel('Käyttäjä')
      await hydrated(filter)
      await filter.selectOption(String(nurseId))
      await expect(page).toHaveURL(new RegExp(`auditUser=${nurseId}`))
      await expect(entries).toHaveCount(2)
      await expect(trail).not.toContainText('Muutti hyväksyntäsääntöjä')

      // The URL alone gives the same view (a bookmark, a reload).
      await page.reload()
      await expect(trail.getByLabel('Käyttäjä')).toHaveValue(String(nurseId))
      await expect(entries).toHaveCount(2)
      expect((await axeProblems(page)).severe).toEqual([])
    })
  })
}
