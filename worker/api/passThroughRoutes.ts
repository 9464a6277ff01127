import { DeliveryIdParamSchema, DocumentNumberParamSchema } from '../../contract/schemas/orders'
import { CompanyIdParamSchema } from '../../contract/schemas/company'
import { AddressIdParamSchema } from '../../contract/schemas/customer'
import { PurchaseRequestIdParamSchema } from '../../contract/schemas/purchaseRequests'
import { ShoppingListIdParamSchema } from '../../contract/schemas/shoppinglist'
import { ShoppingListSkuParamSchema } from '../../contract/schemas/shoppinglistRequests'
import { StockWatchSkuParamSchema } from '../../contract/schemas/stockWatch'
import { RunDateParamSchema, StandingOrderIdParamSchema } from '../../contract/schemas/standingOrders'
import { passThrough } from './passThrough'

/**
 * The /api routes that are their contract route and nothing more (./passThrough.ts;
 * docs/decisions/055-pass-through-adapters.md): per group, the sentence a guest gets and what
 * a malformed path parameter names. Method, path, session rule, schemas and status are
 * contract/upstream.ts's.
 */

const orderNumber = { schema: DocumentNumberParamSchema, notFound: 'Tilausta ei löytynyt.' }

export const passThroughRoutes = passThrough([
  // "Ilmoita kun saatavilla" (docs/decisions/073-availability.md).
  {
    login: 'Kirjaudu sisään tilataksesi saatavuusilmoituksen.',
    params: { sku: { schema: StockWatchSkuParamSchema, notFound: 'Tuotetta ei löytynyt.' } },
    routes: [
      'GET /api/customer/stockwatch/:sku',
      'PUT /api/customer/stockwatch/:sku',
      'DELETE /api/customer/stockwatch/:sku',
    ],
  },
  // A product's substitutes on its page (docs/decisions/077-substitutes.md).
  {
    login: 'Kirjaudu sisään nähdäksesi korvaavat tuotteet.',
    params: { sku: { schema: StockWatchSkuParamSchema, notFound: 'Tuotetta ei löytynyt.' } },
    routes: ['GET /api/customer/substitutes/:sku'],
  },
  // Standing orders (docs/decisions/079-standing-orders.md).
  {
    login: 'Kirjaudu sisään nähdäksesi vakiotilauksesi.',
    params: {
      id: { schema: StandingOrderIdParamSchema, notFound: 'Vakiotilausta ei löytynyt.' },
      date: { schema: RunDateParamSchema, notFound: 'Tilauskertaa ei löytynyt.' },
    },
    routes: [
      'GET /api/customer/standing-orders',
      'POST /api/customer/standing-orders',
      'GET /api/customer/standing-orders/:id',
      'POST /api/customer/standing-orders/:id',
      'POST /api/customer/standing-orders/:id/status',
      'PUT /api/customer/standing-orders/:id/lines',
      'POST /api/customer/standing-orders/:id/runs/:date',
    ],
  },
  // The account area's documents (spec §2 /account/order, /account/invoice, /account/delivery).
  {
    login: 'Kirjaudu sisään nähdäksesi tilauksesi.',
    params: { orderNumber },
    routes: [
      'GET /api/customer/orders',
      'GET /api/customer/orders/:orderNumber',
      'GET /api/customer/orders/:orderNumber/external',
    ],
  },
  {
    login: 'Kirjaudu sisään nähdäksesi laskusi.',
    params: { invoiceNumber: { schema: DocumentNumberParamSchema, notFound: 'Laskua ei löytynyt.' } },
    routes: [
      'GET /api/customer/invoices',
      'GET /api/customer/invoices/:invoiceNumber',
      // The e-invoice files (docs/decisions/084-einvoices.md), streamed through as XML.
      'GET /api/customer/invoices/:invoiceNumber/finvoice.xml',
      'GET /api/customer/invoices/:invoiceNumber/peppol.xml',
    ],
  },
  {
    login: 'Kirjaudu sisään nähdäksesi toimituksesi.',
    params: { id: { schema: DeliveryIdParamSchema, notFound: 'Toimitusta ei löytynyt.' } },
    routes: [
      'GET /api/customer/deliveries',
      'GET /api/customer/deliveries/:id',
      'POST /api/customer/deliveries/:id/claim',
    ],
  },
  // The logged-in home's desk (docs/decisions/061-home-desk-and-session-switch.md): private like every /api answer.
  { login: 'Kirjaudu sisään nähdäksesi työpöytäsi.', routes: ['GET /api/customer/desk'] },
  // The history's CSV (docs/decisions/036-history-filters-and-csv-export.md).
  { login: 'Kirjaudu sisään ladataksesi tilaushistoriasi.', routes: ['GET /api/customer/orders.csv'] },
  { login: 'Kirjaudu sisään ladataksesi laskusi.', routes: ['GET /api/customer/invoices.csv'] },
  { login: 'Kirjaudu sisään ladataksesi lääkekirjanpidon.', routes: ['GET /api/customer/medicine-record.csv'] },
  // Reorder (spec §10).
  {
    login: 'Kirjaudu sisään tilataksesi uudelleen.',
    params: { orderNumber },
    routes: ['POST /api/customer/orders/:orderNumber/reorder'],
  },
  // The company's approval rules (spec §12) and audit trail (docs/decisions/047-audit-trail.md).
  {
    login: 'Et ole kirjautunut sisään.',
    routes: [
      'GET /api/customer/company/approvalRules',
      'PUT /api/customer/company/approvalRules',
      'GET /api/customer/company/audit',
    ],
  },
  // Purchase approval (spec §12); GET /api/cart/approval is ./purchaseRequests.ts's.
  {
    login: 'Kirjaudu sisään käsitelläksesi ostopyyntöjä.',
    params: { id: { schema: PurchaseRequestIdParamSchema, notFound: 'Ostopyyntöä ei löytynyt.' } },
    routes: [
      'POST /api/purchaserequests',
      'GET /api/purchaserequests',
      'GET /api/purchaserequests/:id',
      'POST /api/purchaserequests/:id/lines',
      'POST /api/purchaserequests/:id/approve',
      'POST /api/purchaserequests/:id/cancelApproval',
      'POST /api/purchaserequests/:id/reject',
      'POST /api/purchaserequests/:id/withdraw',
    ],
  },
  {
    login: 'Kirjaudu sisään.',
    routes: ['GET /api/customer/notifications', 'POST /api/customer/notifications/read'],
  },
  // Shopping lists (spec §3, §11).
  {
    login: 'Kirjaudu sisään käyttääksesi ostoslistoja.',
    params: {
      id: { schema: ShoppingListIdParamSchema, notFound: 'Ostoslistaa ei löytynyt.' },
      sku: { schema: ShoppingListSkuParamSchema, notFound: 'Tuotetta ei ole ostoslistalla.' },
    },
    routes: [
      'GET /api/shoppinglist',
      'POST /api/shoppinglist',
      'GET /api/shoppinglist/:id',
      'POST /api/shoppinglist/:id',
      'DELETE /api/shoppinglist/:id',
      'POST /api/shoppinglist/:id/items',
      'POST /api/shoppinglist/:id/items/:sku',
      'DELETE /api/shoppinglist/:id/items/:sku',
      'POST /api/shoppinglist/:id/cart',
      'POST /api/shoppinglist/:id/share',
    ],
  },
  // The customer's own account (spec §2 account routes); the guests' forms and the described
  // permissions are ./customer.ts's.
  {
    login: 'Et ole kirjautunut sisään.',
    params: { id: { schema: AddressIdParamSchema, notFound: 'Osoitetta ei löytynyt.' } },
    routes: [
      'POST /api/customer/password',
      'GET /api/customer/details',
      'POST /api/customer/details',
      'POST /api/customer/billing',
      'GET /api/customer/addresses',
      'POST /api/customer/addresses',
      'GET /api/customer/addresses/:id',
      'POST /api/customer/addresses/:id',
      'DELETE /api/customer/addresses/:id',
      'POST /api/customer/addresses/:id/default',
      'GET /api/customer/changevet',
      'POST /api/customer/changevet',
    ],
  },
  // The company's users and roles (spec §11); an invitation is ./company.ts's.
  {
    login: 'Et ole kirjautunut sisään.',
    params: { id: { schema: CompanyIdParamSchema, notFound: 'Käyttäjää ei löytynyt.' } },
    routes: [
      'GET /api/customer/company',
      'POST /api/customer/company/users/:id',
      'POST /api/customer/company/users/:id/deactivate',
      'POST /api/customer/company/users/:id/activate',
      'POST /api/customer/company/users/:id/cancel',
    ],
  },
  {
    login: 'Et ole kirjautunut sisään.',
    params: { id: { schema: CompanyIdParamSchema, notFound: 'Roolia ei löytynyt.' } },
    routes: [
      'POST /api/customer/company/roles',
      'POST /api/customer/company/roles/:id',
      'DELETE /api/customer/company/roles/:id',
    ],
  },
])
