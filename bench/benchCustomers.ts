/**
 * The bench's two contract customers (docs/decisions/028-page-cost-and-server-cpu.md, docs/architecture.md §13): one with 10,000
 * contract prices, as a clinic chain has, and one with 10. A page's cost must not follow the
 * size of the contract, so the bench compares the two on the same pages. Both are approved, may
 * place orders and differ only in their contract: names, addresses and scopes have the same
 * length, so the HTML of the two differs only by what the contract puts in it.
 *
 * They live in the bench's own D1 (bench/database.ts), next to the seed's customers, and are
 * made by SQL here rather than by the seed, so `npm run seed:load` and the demo database stay as
 * they are. Idempotent: reused when present with their contracts, written again when missing
 * (the first run, after `--reseed`, which replaces the seed's tables).
 */
import { hashPassword } from '../seed/customers.ts'
import { benchExecute, benchQuery } from './database.ts'

export interface BenchCustomer {
  /** Label in the bench's tables. */
  name: string
  email: string
  password: string
  /** Contract prices wanted (fewer when the catalogue has fewer sellable products). */
  contractPrices: number
  navId: string
  company: string
}

const PASSWORD = 'bench1234'

export const LARGE_CONTRACT: BenchCustomer = {
  name: 'large contract',
  email: 'bench-sopimus-10000@example.fi',
  password: PASSWORD,
  contractPrices: 10_000,
  navId: 'B10000',
  company: 'Eläinklinikkaketju Bench A Oy',
}

export const SMALL_CONTRACT: BenchCustomer = {
  name: 'small contract',
  email: 'bench-sopimus-00010@example.fi',
  password: PASSWORD,
  contractPrices: 10,
  navId: 'B00010',
  company: 'Eläinklinikkaketju Bench B Oy',
}

export const BENCH_CUSTOMERS = [LARGE_CONTRACT, SMALL_CONTRACT] as const

const FULL_SCOPE = JSON.stringify(['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions'])

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`

/**
 * The products a contract prices, in a fixed order spread over the whole catalogue (not the
 * first ids, which are a few families): the small contract's 10 are the first 10 of the large
 * one's. Variants and simple products are sold; configurable parents are not.
 */
const contractProducts = (limit: number) =>
  `SELECT id, sku, final_price_cents FROM products WHERE type != 'configurable' ORDER BY (id * 7919) % 100003, id LIMIT ${limit}`

/**
 * As the seed prices them (seed/customers.ts): 5–25 % under the final price, never under 5
 * cents, about one in ten of price type 4 (special, spec §3).
 */
const insertContract = (
  c: BenchCustomer,
) => `INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type)
SELECT c.id, p.sku,
  MAX(5, MIN(p.final_price_cents - 5, p.final_price_cents * (95 - p.id % 21) / 100)),
  CASE WHEN p.id % 10 = 0 THEN 4 ELSE 1 END
FROM customers c, (${contractProducts(c.contractPrices)}) p
WHERE c.email = ${quote(c.email)};`

async function upsertCustomer(c: BenchCustomer, createdAt: number): Promise<string> {
  const hash = await hashPassword(c.email, c.password)
  const values = [
    quote(c.email),
    quote(hash),
    quote('Bench'),
    quote('Mittaus'),
    quote(c.company),
    quote('1234567-1'),
    quote(c.navId),
    quote('040 123 4567'),
    quote('Mittaustie 1'),
    quote('00100'),
    quote('Helsinki'),
    '0',
    quote(FULL_SCOPE),
    String(createdAt),
  ]
  // Approval is the company's (migrations/0017): the bench customer's company is approved.
  return `INSERT INTO customers (email, password_hash, firstname, lastname, company, business_id, nav_id, phone, street, postcode, city, deny_med_listing, scope, created_at)
VALUES (${values.join(', ')})
ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, company = excluded.company,
  deny_med_listing = 0, scope = excluded.scope;
UPDATE companies SET approval_pending = 0 WHERE id = (SELECT company_id FROM customers WHERE email = ${quote(c.email)});`
}

interface Present {
  email: string
  approval_pending: number
  prices: number
  wanted: number
}

/** The bench customers as the D1 holds them, with how many contract prices each should have. */
function present(stateDir: string): Present[] {
  const emails = BENCH_CUSTOMERS.map((c) => quote(c.email)).join(', ')
  return benchQuery<Present>(
    stateDir,
    `SELECT c.email, (SELECT approval_pending FROM companies WHERE id = c.company_id) AS approval_pending,
       (SELECT COUNT(*) FROM contract_prices WHERE customer_id = c.id) AS prices,
       CASE c.email ${BENCH_CUSTOMERS.map((b) => `WHEN ${quote(b.email)} THEN (SELECT MIN(${b.contractPrices}, COUNT(*)) FROM products WHERE type != 'configurable')`).join(' ')} END AS wanted
     FROM customers c WHERE c.email IN (${emails})`,
  )
}

/** Makes sure both bench customers exist, approved, with their contracts; returns the prices each has. */
export async function ensureBenchCustomers(stateDir: string): Promise<Record<string, number>> {
  const before = present(stateDir)
  const ready = (c: BenchCustomer) =>
    before.some((p) => p.email === c.email && p.approval_pending === 0 && p.prices === p.wanted)
  const missing = BENCH_CUSTOMERS.filter((c) => !ready(c))
  if (missing.length > 0) {
    console.log(`bench: writing the contract customers ${missing.map((c) => c.email).join(', ')}`)
    const createdAt = Math.floor(Date.UTC(2024, 0, 1) / 1000)
    const statements = [
      ...(await Promise.all(missing.map((c) => upsertCustomer(c, createdAt)))),
      `DELETE FROM contract_prices WHERE customer_id IN (SELECT id FROM customers WHERE email IN (${missing.map((c) => quote(c.email)).join(', ')}));`,
      ...missing.map(insertContract),
    ]
    benchExecute(stateDir, statements.join('\n'))
  }
  const after = present(stateDir)
  const counts = Object.fromEntries(after.map((p) => [p.email, p.prices]))
  for (const c of BENCH_CUSTOMERS) {
    const row = after.find((p) => p.email === c.email)
    if (!row || row.prices !== row.wanted || row.approval_pending !== 0) {
      throw new Error(`bench customer ${c.email} is not ready: ${JSON.stringify(row ?? null)}`)
    }
  }
  return counts
}
