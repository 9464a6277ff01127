import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { query } from '../../seed/d1.ts'
import type { Credentials } from './fixtures/accounts.ts'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'

import { loginAs } from './fixtures/session.ts'
import { VIEWPORTS, type ViewportName } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/036-history-filters-and-csv-export.md: a clinic's buyer finds orders in the history by own reference and product,
// and downloads the filtered lines as a CSV a Finnish Excel opens (BOM, ;, decimal comma,
// dd.MM.yyyy), on a phone and on a desktop. A bad filter in the URL is said in Finnish and
// breaks nothing.

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`
/** Epoch seconds of a Helsinki wall-clock time in spring 2026 (EET before 29.3., EEST after). */
const helsinki = (date: string, hour: number) =>
  Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    hour - (date >= '2026-03-29' ? 3 : 2),
  ) / 1000

/**
 * Writes into the local D1 the server serves. The server and the other workers write to the same
 * SQLite file, so a write can meet SQLITE_BUSY: it is tried again (every statement is INSERT OR
 * IGNORE of unique numbers, so a retry never writes twice), as freshCustomer.ts does.
 */
async function write(sql: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      query(sql)
      return
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('SQLITE_BUSY')) throw error
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt))
    }
  }
}

interface SeededOrder {
  number: string
  date: string
  status: string
  reference: string
  lines: [sku: string, name: string, quantity: number, unitCents: number][]
}

/** Three orders of the customer's own, written like the ERP writes them (no checkout needed to read a history). */
async function seedOrders(customer: Credentials): Promise<SeededOrder[]> {
  const stamp = Date.now().toString(36).toUpperCase()
  const orders: SeededOrder[] = [
    {
      number: `H${stamp}-1`,
      date: '2026-03-02',
      status: 'delivered',
      reference: 'PO-2026-0412',
      lines: [['HOI-SIDE-10', 'Sideharso 10 cm x 4 m', 4, 890]],
    },
    {
      number: `H${stamp}-2`,
      date: '2026-03-16',
      status: 'shipped',
      reference: 'Klinikka Itä / Virtanen',
      lines: [['LAA-AMOX-250', 'Amoksisilliini 250 mg vet', 2, 2450]],
    },
    {
      number: `H${stamp}-3`,
      date: '2026-04-01',
      status: 'delivered',
      reference: 'PO-2026-0500',
      lines: [
        ['HOI-SIDE-10', 'Sideharso 10 cm x 4 m', 10, 890],
        ['HOI-RUISKU-5', 'Kertakäyttöruisku 5 ml; 100 kpl', 1, 1200],
      ],
    },
  ]
  const customerId = `(SELECT id FROM customers WHERE email = ${quote(customer.email)})`
  const statements = orders.flatMap((o, i) => {
    const subtotal = o.lines.reduce((sum, [, , q, c]) => sum + q * c, 0)
    const tax = Math.round(subtotal * 0.255)
    const order = `(SELECT id FROM orders WHERE order_number = ${quote(o.number)})`
    return [
      `INSERT OR IGNORE INTO orders (order_number, customer_id, status, total_quantity, subtotal_cents, tax_cents, grand_total_cents,
         created_at, customer_reference)
       VALUES (${quote(o.number)}, ${customerId}, ${quote(o.status)}, ${o.lines.reduce((n, [, , q]) => n + q, 0)},
         ${subtotal}, ${tax}, ${subtotal + tax}, ${helsinki(o.date, 9 + i)}, ${quote(o.reference)})`,
      ...o.lines.map(
        ([sku, name, quantity, cents], line) =>
          `INSERT OR IGNORE INTO order_lines (order_id, line_no, sku, name, quantity, unit_price_cents, regular_price_cents,
             row_total_cents, vat_rate, tax_cents)
           VALUES (${order}, ${line + 1}, ${quote(sku)}, ${quote(name)}, ${quantity}, ${cents}, ${cents},
             ${quantity * cents}, 25.5, ${Math.round(quantity * cents * 0.255)})`,
      ),
    ]
  })
  await write(statements.join(';\n'))
  return orders
}

/** The order numbers the history shows: the table on a desktop, the cards on a phone. */
function shownOrders(page: Page, viewport: ViewportName) {
  return viewport === 'desktop'
    ? page.getByTestId('order-row').getByRole('rowheader')
    : page.getByTestId('order-card').locator('span.font-semibold')
}

/** On a phone the filters fold behind "Suodata (n)" and fold again after "Hae": unfold them. */
async function unfoldFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('history-filters-toggle')
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
}

for (const name of ['mobile', 'desktop'] as const) {
  test.describe(`order history filters and CSV export at ${VIEWPORTS[name].width} px`, () => {
    test.use({ viewport: VIEWPORTS[name] })
    // Logins, page loads and downloads on a machine the other journeys keep busy.
    test.describe.configure({ timeout: 90_000 })

    test('filters by own reference and product, then downloads the filtered lines', async ({
      page,
      freshCustomer,
    }, testInfo) => {
      const [first, second, third] = await seedOrders(freshCustomer)
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/order')
      await expect(shownOrders(page, name)).toHaveText([third!.number, second!.number, first!.number])
      const form = page.getByRole('search', { name: 'Hae tilauksia' })
      await hydrated(form)
      await expectNoAxeProblems(page, `the order history at ${name}`)

      await unfoldFilters(page)
      await form.getByLabel('Oma viite').fill('po-2026')
      await form.getByLabel('Tuote').fill('sideharso')
      await form.getByRole('button', { name: 'Hae' }).click()
      await expect(page).toHaveURL(/\/account\/order\?reference=po-2026&product=sideharso$/)
      await expect(shownOrders(page, name)).toHaveText([third!.number, first!.number])
      await expect(page.getByTestId('order-count')).toHaveText('2 tilausta')
      // The filters stay in the form after the navigation, and a status narrows further.
      await expect(form.getByLabel('Oma viite')).toHaveValue('po-2026')
      await unfoldFilters(page)
      await form.getByLabel('Alkaen').fill('2026-03-10')
      await form.getByRole('button', { name: 'Hae' }).click()
      await expect(page).toHaveURL(/from=2026-03-10/)
      await expect(shownOrders(page, name)).toHaveText([third!.number])
      await unfoldFilters(page)
      await form.getByLabel('Alkaen').fill('')
      await form.getByRole('button', { name: 'Hae' }).click()
      await expect(shownOrders(page, name)).toHaveText([third!.number, first!.number])

      await expectNoAxeProblems(page, `the filtered order history at ${name}`)
      if (name === 'mobile') await expectPhoneFriendly(page, 'the filtered order history')
      await page.screenshot({ path: testInfo.outputPath(`filtered-history-${name}.png`), fullPage: true })

      const link = page.getByRole('link', { name: 'Lataa CSV' })
      await expect(link).toHaveAttribute('href', '/api/customer/orders.csv?reference=po-2026&product=sideharso')
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toMatch(/^tilausrivit-\d{4}-\d{2}-\d{2}\.csv$/)
      const bytes = await readFile((await download.path())!)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const rows = bytes.subarray(3).toString('utf8').split('\r\n')
      expect(rows).toEqual([
        'Tilausnumero;Tilauspäivä;Tila;Myyntikanava;Oma viite;Toivottu toimituspäivä;Tuotenumero;Tuote;Vaihtoehto;Määrä;À-hinta (alv 0 %);Rivin summa (alv 0 %);ALV %',
        `${third!.number};01.04.2026;Toimitettu;Verkkokauppa;PO-2026-0500;;HOI-SIDE-10;Sideharso 10 cm x 4 m;;10;8,90;89,00;25,5`,
        `${third!.number};01.04.2026;Toimitettu;Verkkokauppa;PO-2026-0500;;HOI-RUISKU-5;"Kertakäyttöruisku 5 ml; 100 kpl";;1;12,00;12,00;25,5`,
        `${first!.number};02.03.2026;Toimitettu;Verkkokauppa;PO-2026-0412;;HOI-SIDE-10;Sideharso 10 cm x 4 m;;4;8,90;35,60;25,5`,
        '',
      ])
    })

    test('filters the invoices by issue date and exports them', async ({ page, freshCustomer }) => {
      const [first, , third] = await seedOrders(freshCustomer)
      const digits = `${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 90) + 10}`
      const invoices = [
        [first!, `L${digits}1`, '2026-03-03', '2026-03-17', `${digits}13`],
        [third!, `L${digits}3`, '2026-04-02', '2099-04-16', `${digits}36`],
      ] as const
      await write(
        invoices
          .map(
            ([order, number, issued, due, reference]) =>
              `INSERT OR IGNORE INTO invoices (invoice_number, customer_id, order_id, issued_at, due_date, amount_cents, vat_cents, status, paid_at, reference)
               SELECT ${quote(number)}, customer_id, id, ${helsinki(issued, 18)}, ${quote(due)}, grand_total_cents, tax_cents,
                 'paid', ${helsinki(issued, 20)}, ${quote(reference)} FROM orders WHERE order_number = ${quote(order.number)}`,
          )
          .join(';\n'),
      )
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/invoice?status=paid')
      const form = page.getByRole('search', { name: 'Rajaa laskuja päivämäärän mukaan' })
      await hydrated(form)
      await unfoldFilters(page)
      await form.getByLabel('Alkaen').fill('2026-04-01')
      await form.getByRole('button', { name: 'Hae' }).click()
      // The status tab stays chosen; the date range comes beside it.
      await expect(page).toHaveURL(/\/account\/invoice\?from=2026-04-01&status=paid$/)
      await expect(page.getByTestId('invoice-count')).toHaveText('1 lasku')
      const shown = name === 'desktop' ? page.getByTestId('invoice-row') : page.getByTestId('invoice-card')
      await expect(shown).toHaveCount(1)
      await expect(shown).toContainText(invoices[1][1])
      await expect(page.getByRole('link', { name: 'Lataa CSV' })).toHaveAttribute(
        'href',
        '/api/customer/invoices.csv?from=2026-04-01&status=paid',
      )
      await expectNoAxeProblems(page, `the filtered invoices at ${name}`)
      if (name === 'mobile') await expectPhoneFriendly(page, 'the filtered invoices')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Lataa CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^laskut-\d{4}-\d{2}-\d{2}\.csv$/)
      const text = (await readFile((await download.path())!)).toString('utf8')
      expect(text.split('\r\n')[1]).toMatch(
        new RegExp(`^${invoices[1][1]};${third!.number};02\\.04\\.2026;16\\.04\\.2099;Maksettu;02\\.04\\.2026;`),
      )
    })

    test('says in Finnish what is wrong with a bad filter in the address and still shows the history', async ({
      page,
      freshCustomer,
    }) => {
      const [first, second, third] = await seedOrders(freshCustomer)
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/order?from=2026-02-30&status=lost&product=amoksi')
      await expect(page.getByRole('alert').filter({ hasText: 'Osa hakuehdoista on virheellisiä' })).toBeVisible()
      await expect(page.getByText('Alkupäivä ei ole kelvollinen päivämäärä (vvvv-kk-pp).')).toBeVisible()
      await expect(page.getByText('Tuntematon tilauksen tila.')).toBeVisible()
      await expect(page.getByLabel('Alkaen')).toHaveAttribute('aria-invalid', 'true')
      // The good filter still applies; the bad ones are left out, also from the CSV link.
      await expect(shownOrders(page, name)).toHaveText([second!.number])
      await expect(page.getByRole('link', { name: 'Lataa CSV' })).toHaveAttribute(
        'href',
        '/api/customer/orders.csv?product=amoksi',
      )
      await expectNoAxeProblems(page, `the order history with bad filters at ${name}`)
      await page.getByRole('link', { name: 'Tyhjennä haku' }).click()
      await expect(page).toHaveURL(/\/account\/order$/)
      await expect(shownOrders(page, name)).toHaveText([third!.number, second!.number, first!.number])
    })
  })
}
