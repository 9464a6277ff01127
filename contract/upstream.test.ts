import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import doc from './upstream.md?raw'
import * as approvalRules from './schemas/approvalRules'
import * as auditTrail from './schemas/auditTrail'
import * as auth from './schemas/auth'
import * as cart from './schemas/cart'
import * as cartRequests from './schemas/cartRequests'
import * as catalog from './schemas/catalog'
import * as chat from './schemas/chat'
import * as company from './schemas/company'
import * as core from './schemas/core'
import * as customer from './schemas/customer'
import * as desk from './schemas/desk'
import * as orderDetails from './schemas/orderDetails'
import * as historyExport from './schemas/historyExport'
import * as historyFilters from './schemas/historyFilters'
import * as listingFacets from './schemas/listingFacets'
import * as listingQueries from './schemas/listingQueries'
import * as deliveryClaim from './schemas/deliveryClaim'
import * as medicineRecord from './schemas/medicineRecord'
import * as einvoice from './schemas/einvoice'
import * as billing from './schemas/billing'
import * as operatorInvoicing from './schemas/operatorInvoicing'
import * as operatorDeliveries from './schemas/operatorDeliveries'
import * as operatorStock from './schemas/operatorStock'
import * as orders from './schemas/orders'
import * as notifications from './schemas/notifications'
import * as purchaseRequests from './schemas/purchaseRequests'
import * as quickOrder from './schemas/quickOrder'
import * as reorder from './schemas/reorder'
import * as shoppinglist from './schemas/shoppinglist'
import * as standingOrders from './schemas/standingOrders'
import * as stockWatch from './schemas/stockWatch'
import * as substitutes from './schemas/substitutes'
import * as shoppinglistRequests from './schemas/shoppinglistRequests'
import { PRODUCT_ATTRIBUTE_CODES } from './productAttributes'
import { matchUpstreamRoute, routeKey, UPSTREAM_ROUTES, type UpstreamRoute } from './upstream'

/** The export name of every schema of contract/schemas, by identity. */
const SCHEMA_NAMES = new Map<unknown, string>()
for (const module of [
  approvalRules,
  auditTrail,
  auth,
  cart,
  cartRequests,
  catalog,
  chat,
  company,
  core,
  customer,
  desk,
  listingFacets,
  listingQueries,
  orderDetails,
  historyExport,
  historyFilters,
  deliveryClaim,
  medicineRecord,
  einvoice,
  billing,
  operatorInvoicing,
  operatorDeliveries,
  operatorStock,
  orders,
  notifications,
  purchaseRequests,
  quickOrder,
  reorder,
  shoppinglist,
  shoppinglistRequests,
  standingOrders,
  stockWatch,
  substitutes,
]) {
  for (const [name, value] of Object.entries(module)) if (name.endsWith('Schema')) SCHEMA_NAMES.set(value, name)
}

/** The rows of contract/upstream.md's route table: `| METHOD | \`path\` | session | scope | query | body | answer | … |`. */
function documentedRoutes(markdown: string) {
  const rows = [...markdown.matchAll(/^\|\s*(GET|POST|PUT|DELETE)\s*\|(.*)\|\s*$/gm)]
  return rows.map(([, method, rest]) => {
    const [path, session, scope, query, body, answer] = rest!.split('|').map((cell) => cell.trim())
    const name = (cell = '') => cell.match(/`(\w+)`/)?.[1] ?? ''
    return {
      key: `${method} ${path!.replace(/`/g, '')}`,
      session,
      scope,
      query: name(query),
      body: name(body),
      answer: name(answer),
      status: answer?.match(/\((\d{3})\)/)?.[1] ?? '',
    }
  })
}

const schemaName = (schema: v.GenericSchema | undefined) => (schema ? (SCHEMA_NAMES.get(schema) ?? '?') : '')

describe('the upstream contract', () => {
  const documented = documentedRoutes(doc)

  it('documents every route of the table in contract/upstream.md, and no other', () => {
    expect(documented.map((r) => r.key).sort()).toEqual(UPSTREAM_ROUTES.map(routeKey).sort())
  })

  it('names the same session rule, scope, schemas and status in the document as in the table', () => {
    const byKey = new Map(documented.map((r) => [r.key, r]))
    for (const route of UPSTREAM_ROUTES) {
      expect(byKey.get(routeKey(route)), routeKey(route)).toEqual({
        key: routeKey(route),
        session: route.auth,
        scope: route.scope ?? '',
        query: schemaName(route.query),
        body: schemaName(route.body),
        answer: schemaName(route.response),
        status: route.status ? String(route.status) : '',
      })
    }
  })

  it('has one entry per method and path, every schema exported from contract/schemas', () => {
    const keys = UPSTREAM_ROUTES.map(routeKey)
    expect(new Set(keys).size).toBe(keys.length)
    for (const route of UPSTREAM_ROUTES) {
      for (const schema of [route.query, route.body, route.response]) {
        if (schema) expect(SCHEMA_NAMES.has(schema), routeKey(route)).toBe(true)
      }
    }
  })

  it('matches a request to its route, a literal segment before a parameter', () => {
    const key = (r: UpstreamRoute | null) => (r ? routeKey(r) : null)
    expect(key(matchUpstreamRoute('GET', '/api/categorysearch/customerPrices'))).toBe(
      'GET /api/categorysearch/customerPrices',
    )
    expect(key(matchUpstreamRoute('GET', '/api/categorysearch/side'))).toBe('GET /api/categorysearch/:query')
    expect(key(matchUpstreamRoute('GET', '/api/customer/orders/W000123/external'))).toBe(
      'GET /api/customer/orders/:orderNumber/external',
    )
    expect(key(matchUpstreamRoute('DELETE', '/api/shoppinglist/3/items/HOI-1001'))).toBe(
      'DELETE /api/shoppinglist/:id/items/:sku',
    )
    expect(key(matchUpstreamRoute('GET', '/api/customer/orders.csv'))).toBe('GET /api/customer/orders.csv')
    expect(matchUpstreamRoute('GET', '/api/customer/ordersXcsv')).toBeNull()
    expect(matchUpstreamRoute('PUT', '/api/cart')).toBeNull()
    expect(key(matchUpstreamRoute('PUT', '/api/customer/company/approvalRules'))).toBe(
      'PUT /api/customer/company/approvalRules',
    )
    expect(matchUpstreamRoute('POST', '/api/cart/createEmptyCart')).toBeNull()
    expect(matchUpstreamRoute('GET', '/api/cart/')).toBeNull()
  })

  it('documents every product attribute code, in the order of contract/productAttributes.ts', () => {
    const section = doc.slice(doc.indexOf('## Product attributes'))
    const codes = [...section.slice(0, section.indexOf('\n## ', 3)).matchAll(/^\|\s*`(\w+)`\s*\|/gm)].map((m) => m[1])
    expect(codes).toEqual([...PRODUCT_ATTRIBUTE_CODES])
  })
})
