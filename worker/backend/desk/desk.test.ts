import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DeskResponse } from '../../../contract/schemas/desk'
import { addColleague, getJson } from '../../test/customerFixtures'
import { login } from '../../test/helpers'
import { CUSTOMER, insertDelivery, insertInvoice, insertOrder, setScope } from '../../test/orderFixtures'
import { readDesk } from './desk'

// The buyer's desk (docs/decisions/061-home-desk-and-session-switch.md) reads only the caller's
// company, and each part only within the caller's scope (spec §6).

const ALL = ['orders', 'invoices', 'shoppinglists', 'checkout']
/** Company 1 (the seed's test@example.fi): a nurse who may keep lists only, and a head vet who may do all. */
const NURSE = { id: 201, email: 'hoitaja@example.fi' }
const HEAD = { id: 202, email: 'johtaja@example.fi' }
/** Company 3 (the seed's apteekki@example.fi): another customer whose every part must stay its own. */
const OTHER = CUSTOMER.pharmacy

const hour = 3600
const now = Math.floor(Date.now() / 1000)

async function addList(id: number, customerId: number, title: string, shared: boolean) {
  await env.DB.prepare(
    `INSERT INTO shopping_lists (id, customer_id, title, title_key, shared, created_at, updated_at)
     VALUES (?1, ?2, ?3, lower(?3), ?4, ?5, ?5)`,
  )
    .bind(id, customerId, title, shared ? 1 : 0, now - id)
    .run()
  await env.DB.prepare(
    'INSERT INTO shopping_list_items (list_id, product_id, quantity, created_at) VALUES (?, 4, 2, ?)',
  )
    .bind(id, now)
    .run()
}

async function addRequest(id: number, requesterId: number) {
  await env.DB.prepare(
    `INSERT INTO purchase_requests (id, company_id, requester_id, cart_id, idempotency_key, created_at, updated_at)
     SELECT ?1, company_id, id, printf('%032d', ?1), 'key-' || ?1, ?2, ?2 FROM customers WHERE id = ?3`,
  )
    .bind(id, now, requesterId)
    .run()
}

async function fillCart(customerId: number, productIds: number[]) {
  const cartId = String(customerId).padStart(32, 'c')
  await env.DB.prepare('INSERT INTO carts (id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .bind(cartId, customerId, now, now)
    .run()
  for (const productId of productIds)
    await env.DB.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, created_at) VALUES (?, ?, 1, ?)')
      .bind(cartId, productId, now)
      .run()
}

/** The desk as GET /api/customer/desk reads it: the caller's company and scopes from D1. */
async function deskOf(customerId: number): Promise<DeskResponse> {
  const row = await env.DB.prepare('SELECT company_id FROM customers WHERE id = ?')
    .bind(customerId)
    .first<{ company_id: number }>()
  return readDesk(env.DB, { customerId, companyId: row!.company_id })
}

beforeEach(async () => {
  await addColleague(NURSE, 'Hanna', ['shoppinglists'])
  await addColleague(HEAD, 'Pekka', ALL)
  await setScope(OTHER, ALL)
  await insertOrder({ id: 1, customerId: CUSTOMER.normal, orderNumber: 'A1', createdAt: now - 48 * hour })
  await insertOrder({ id: 2, customerId: HEAD.id, orderNumber: 'A2', createdAt: now - 24 * hour })
  // The other company's order is the newest of all, so a missing company filter would show it first.
  await insertOrder({ id: 3, customerId: OTHER, orderNumber: 'B1', createdAt: now - hour })
  await insertInvoice({ id: 1, orderId: 1, invoiceNumber: 'L1', issuedAt: now, dueDate: '2020-01-31' })
  await insertInvoice({ id: 2, orderId: 3, invoiceNumber: 'L2', issuedAt: now, dueDate: '2020-01-31' })
  await insertDelivery({ id: 1, orderId: 1, trackingCode: 'JJFI1', packedAt: now - 40 * hour })
  await insertDelivery({ id: 2, orderId: 3, trackingCode: 'JJFI2', packedAt: now - hour })
  await addList(1, NURSE.id, 'Hoitajan oma', false)
  await addList(2, HEAD.id, 'Klinikan perustilaus', true)
  await addList(3, CUSTOMER.normal, 'Testin yksityinen', false)
  await addList(4, OTHER, 'Apteekin jaettu', true)
  await addRequest(1, NURSE.id)
  await addRequest(2, OTHER)
  await fillCart(NURSE.id, [4, 5])
  await fillCart(OTHER, [1, 4, 5])
})

describe('readDesk: only the caller company', () => {
  it("shows a head vet her company's orders, deliveries, invoices, shared lists and requests, none of another's", async () => {
    const desk = await deskOf(HEAD.id)
    expect(desk.orders?.map((o) => o.order_number)).toEqual(['A2', 'A1'])
    expect(desk.deliveries?.count).toBe(1)
    expect(desk.deliveries?.items.map((d) => d.order_number)).toEqual(['A1'])
    expect(desk.invoices).toMatchObject({ count: 1, overdue: 1 })
    expect(desk.lists?.map((l) => l.title)).toEqual(['Klinikan perustilaus'])
    expect(desk.requests).toEqual({ mine: 0, toSend: 0, toApprove: 1 })
  })

  it("shows the other company's buyer its own and nothing of the first company", async () => {
    const desk = await deskOf(OTHER)
    expect(desk.orders?.map((o) => o.order_number)).toEqual(['B1'])
    expect(desk.deliveries?.items.map((d) => d.order_number)).toEqual(['B1'])
    expect(desk.invoices).toMatchObject({ count: 1, overdue: 1 })
    expect(desk.lists?.map((l) => l.title)).toEqual(['Apteekin jaettu'])
    // Its own pending request is its own to wait for, never its own to approve.
    expect(desk.requests).toEqual({ mine: 1, toSend: 0, toApprove: 0 })
  })

  it("shows a colleague's shared list with its owner, never a colleague's private one", async () => {
    const desk = await deskOf(NURSE.id)
    expect(desk.lists).toEqual([
      { id: 1, title: 'Hoitajan oma', item_count: 1, own: true, shared: false, owner_name: '' },
      { id: 2, title: 'Klinikan perustilaus', item_count: 1, own: false, shared: true, owner_name: 'Pekka Kollega' },
    ])
  })

  it('reads the company from the session: GET /api/customer/desk of the other company shows none of the first', async () => {
    const { jar } = await login('apteekki@example.fi')
    const res = await getJson('/api/customer/desk', { jar })
    expect(res.status).toBe(200)
    const desk = (await res.json()) as DeskResponse
    expect(desk.orders?.map((o) => o.order_number)).toEqual(['B1'])
    expect(desk.lists?.map((l) => l.title)).toEqual(['Apteekin jaettu'])
  })
})

describe("readDesk: the caller's scopes", () => {
  it('leaves out orders, deliveries and invoices without their scopes; a user without checkout approves nothing and is told of her cart', async () => {
    const desk = await deskOf(NURSE.id)
    expect(desk.orders).toBeNull()
    expect(desk.deliveries).toBeNull()
    expect(desk.invoices).toBeNull()
    expect(desk.requests).toEqual({ mine: 1, toSend: 2, toApprove: null })
  })

  it('leaves out the lists without the shoppinglists scope and the invoices without the invoices scope', async () => {
    await setScope(HEAD.id, ['orders', 'checkout'])
    const desk = await deskOf(HEAD.id)
    expect(desk.lists).toBeNull()
    expect(desk.invoices).toBeNull()
    expect(desk.orders?.map((o) => o.order_number)).toEqual(['A2', 'A1'])
    expect(desk.deliveries?.count).toBe(1)
  })

  it('gives an approver with checkout no cart to send, and a changed scope applies at the next read', async () => {
    await fillCart(HEAD.id, [4])
    expect((await deskOf(HEAD.id)).requests).toEqual({ mine: 0, toSend: 0, toApprove: 1 })
    await setScope(HEAD.id, ['orders'])
    expect((await deskOf(HEAD.id)).requests).toEqual({ mine: 0, toSend: 1, toApprove: null })
  })

  it('answers an empty desk, not an error, to a user with no scope', async () => {
    await setScope(HEAD.id, [])
    expect(await deskOf(HEAD.id)).toEqual({
      orders: null,
      lists: null,
      requests: { mine: 0, toSend: 0, toApprove: null },
      deliveries: null,
      invoices: null,
    })
  })
})
