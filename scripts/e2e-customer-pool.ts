/**
 * Before the e2e server starts (playwright.config.ts, webServer): the fresh customers the
 * journeys will claim, copied in one wrangler run while nothing else writes to the local D1
 * (tests/e2e/fixtures/freshCustomer.ts explains why). E2E_POOL_SIZE sets how many (default 80).
 */
import { demoClinic, orderlessNurse } from '../tests/e2e/fixtures/accounts.ts'
import { makePool } from '../tests/e2e/fixtures/freshCustomer.ts'

const size = Number(process.env.E2E_POOL_SIZE ?? 80)
const started = Date.now()
makePool(demoClinic, size)
makePool(orderlessNurse, Math.ceil(size / 8))
console.log(`e2e-customer-pool: ${size} + ${Math.ceil(size / 8)} fresh customers in ${Date.now() - started} ms`)
