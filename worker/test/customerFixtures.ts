/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Fixtures of the account-area tests: registration bodies, customers with a chosen scope, the
// outbox's links, and JSON calls with the session of a jar.
import { env } from 'cloudflare:workers'
import type { RegisterRequest } from '../../contract/schemas/customer'
import { readOutbox } from '../mail/outbox'
import { CookieJar, login, PASSWORD, postJson, sameOriginJson, shopFetch, type ShopRequestInit } from './helpers'

/** A valid registration; 2345671-3 has a valid Y-tunnus check digit. */
export function registration(
  overrides: Partial<Record<keyof RegisterRequest, unknown>> & Record<string, unknown> = {},
) {
  return {
    company: 'Eläinlääkäriasema Karhu Oy',
    business_id: '2345671-3',
    firstname: 'Kaisa',
    lastname: 'Karhu',
    email: 'kaisa.karhu@example.fi',
    phone: '+358 40 123 4567',
    street: 'Kauppakatu 5',
    postcode: '40100',
    city: 'Jyväskylä',
    password: 'hyvä-salasana-1',
    ...overrides,
  }
}

let nextId = 100

/**
 * Inserts a customer with the given scope (password salasana123, the seed's hash) and logs it
 * in. Use it for scopes the seed customers do not have.
 */
export async function customerWithScope(scope: string[]): Promise<{ id: number; email: string; jar: CookieJar }> {
  const id = nextId++
  const email = `asiakas${id}@example.fi`
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope, created_at)
     SELECT ?1, ?2, password_hash, 'Olli', 'Oikeus', 'Klinikka ' || ?1, '1234567-1', 'C2' || ?1, ?3, 0
     FROM customers WHERE id = 1`,
  )
    .bind(id, email, JSON.stringify(scope))
    .run()
  const { jar } = await login(email, PASSWORD)
  return { id, email, jar }
}

/** The link of the newest mail to the address (an absolute URL), or null when none was sent. */
export async function linkInOutbox(to: string): Promise<URL | null> {
  const [mail] = await readOutbox(env.DB, to)
  const link = mail?.body_text.match(/https?:\/\/\S+/)?.[0]
  return link ? new URL(link) : null
}

export async function tokenInOutbox(to: string): Promise<string> {
  const token = (await linkInOutbox(to))?.searchParams.get('token')
  if (!token) throw new Error(`no link mailed to ${to}`)
  return token
}

export const outboxCount = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<{ n: number }>())?.n ?? 0

export const getJson = (path: string, init: ShopRequestInit = {}) =>
  shopFetch(path, { ...init, headers: { Accept: 'application/json', ...init.headers } })

export const deleteJson = (path: string, init: ShopRequestInit = {}) =>
  shopFetch(path, { ...init, method: 'DELETE', headers: sameOriginJson })

export { postJson }

/**
 * A user of customer 1's company (company 1, the seed's password) with the scopes given, as an
 * invitation would have made them: surname Kollega, a custom role.
 */
export async function addColleague(
  user: { id: number; email: string },
  firstname: string,
  scope: string[],
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
       created_at, company_id, role)
     SELECT ?1, ?2, password_hash, ?3, 'Kollega', company, business_id, 'K' || ?1, ?4, created_at, 1, 'custom'
     FROM customers WHERE id = 1`,
  )
    .bind(user.id, user.email, firstname, JSON.stringify(scope))
    .run()
}

/** Saves a delivery address in a customer's address book (default 1, the seed's demo) and answers its id. */
export async function savedAddress(customerId = 1, isDefault = false): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, postcode, city, telephone,
       is_default, created_at, updated_at)
     VALUES (?1, 'Testi', 'Käyttäjä', 'Eläinklinikka Testi Oy', '["Testikatu 1"]', '00100', 'Helsinki', '0401234567', ?2, 0, 0)
     RETURNING id`,
  )
    .bind(customerId, isDefault ? 1 : 0)
    .first<{ id: number }>()
  return row!.id
}
