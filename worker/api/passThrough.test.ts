import { describe, expect, it } from 'vitest'
import { DocumentNumberParamSchema } from '../../contract/schemas/orders'
import { api } from './index'
import { passThrough } from './passThrough'

// docs/decisions/055-pass-through-adapters.md: a pass-through route is a row of
// contract/upstream.ts, registered at the same path under /api.

const orderNumber = { schema: DocumentNumberParamSchema, notFound: 'Tilausta ei löytynyt.' }

describe('passThrough', () => {
  it('registers each named contract route at its path under /api', () => {
    const app = passThrough([
      {
        login: 'Kirjaudu sisään.',
        params: { orderNumber },
        routes: ['GET /api/customer/orders/:orderNumber', 'POST /api/customer/orders/:orderNumber/reorder'],
      },
    ])
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /customer/orders/:orderNumber',
      'POST /customer/orders/:orderNumber/reorder',
    ])
  })

  it('refuses a route the contract does not have, and a path parameter without a rule', () => {
    expect(() => passThrough([{ login: 'Kirjaudu sisään.', routes: ['GET /api/customer/orderz'] }])).toThrow(
      /not a route of contract\/upstream.ts/,
    )
    expect(() =>
      passThrough([{ login: 'Kirjaudu sisään.', routes: ['GET /api/customer/orders/:orderNumber'] }]),
    ).toThrow(/no rule for :orderNumber/)
  })

  it('is mounted in the /api app', () => {
    const served = new Set(api.routes.map((r) => `${r.method} /api${r.path}`))
    for (const key of [
      'GET /api/customer/orders',
      'PUT /api/customer/company/approvalRules',
      'DELETE /api/shoppinglist/:id',
    ])
      expect(served).toContain(key)
  })
})
