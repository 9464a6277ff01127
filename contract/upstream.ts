import { StockWatchResponseSchema } from './schemas/stockWatch'
import {
  CreateStandingOrderRequestSchema,
  StandingLinesRequestSchema,
  StandingOrderResponseSchema,
  StandingOrdersResponseSchema,
  StandingRunRequestSchema,
  StandingStatusRequestSchema,
  UpdateStandingOrderRequestSchema,
} from './schemas/standingOrders'
import { OperatorStockRequestSchema, OperatorStockResponseSchema } from './schemas/operatorStock'
import { OperatorDeliveryRequestSchema, OperatorDeliveryResponseSchema } from './schemas/operatorDeliveries'
import { MedicineRecordCsvSchema, MedicineRecordQuerySchema } from './schemas/medicineRecord'
import { FinvoiceXmlSchema, PeppolUblXmlSchema } from './schemas/einvoice'
import {
  OperatorCreditLimitRequestSchema,
  OperatorCreditLimitResponseSchema,
  OperatorCreditNoteRequestSchema,
  OperatorCreditNoteResponseSchema,
  OperatorInvoiceRequestSchema,
  OperatorInvoiceResponseSchema,
} from './schemas/operatorInvoicing'
import { DeliveryClaimRequestSchema, DeliveryClaimResponseSchema } from './schemas/deliveryClaim'
import { ReorderRequestSchema, ReorderResponseSchema } from './schemas/reorder'
import { FacetedCategoryResponseSchema, FacetedSearchResponseSchema } from './schemas/listingFacets'
import { ApprovalRulesResponseSchema, SaveApprovalRulesRequestSchema } from './schemas/approvalRules'
import { AuditTrailQuerySchema, AuditTrailResponseSchema } from './schemas/auditTrail'
import {
  ChangeUserRoleRequestSchema,
  CompanyResponseSchema,
  SaveCustomRoleRequestSchema,
  UpstreamInviteUserRequestSchema,
  UpstreamResendInvitationRequestSchema,
} from './schemas/company'
import {
  BulkAddRequestSchema,
  BulkAddResponseSchema,
  QuickOrderCheckRequestSchema,
  QuickOrderCheckResponseSchema,
} from './schemas/quickOrder'
import type * as v from 'valibot'
import { CartSubstitutesResponseSchema, ProductSubstitutesResponseSchema } from './schemas/substitutes'
import {
  LoginRequestSchema,
  MessageResponseSchema,
  UpstreamLoginResponseSchema,
  UserResponseSchema,
} from './schemas/auth'
import {
  CartResponseSchema,
  GetCartResponseSchema,
  PlaceOrderResponseSchema,
  PrepareCheckoutResponseSchema,
} from './schemas/cart'
import {
  AddToCartRequestSchema,
  BillingAddressRequestSchema,
  MergeCartRequestSchema,
  PaymentMethodRequestSchema,
  PlaceOrderRequestSchema,
  PrepareCheckoutRequestSchema,
  ShippingAddressRequestSchema,
  ShippingMethodRequestSchema,
  LineFulfilmentRequestSchema,
  UpdateCartItemRequestSchema,
} from './schemas/cartRequests'
import {
  CategorySearchResponseSchema,
  CustomerPricesQuerySchema,
  CustomerPricesResponseSchema,
  NewProductsQuerySchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from './schemas/catalog'
import { CategoryListingQuerySchema, ProductSearchQuerySchema } from './schemas/listingQueries'
import { DeliveryDatesResponseSchema, OrderDetailsRequestSchema } from './schemas/orderDetails'
import { ChatbotHashRequestSchema, ChatIdentitySchema } from './schemas/chat'
import { InvoicesCsvSchema, OrderLinesCsvSchema } from './schemas/historyExport'
import { InvoiceFiltersQuerySchema, OrderFiltersQuerySchema } from './schemas/historyFilters'
import { StoreConfigResponseSchema, TopMenuResponseSchema } from './schemas/core'
import {
  AddressBookResponseSchema,
  AddressResponseSchema,
  ChangePasswordRequestSchema,
  ChangeVetCreatedResponseSchema,
  ChangeVetRequestSchema,
  ChangeVetResponseSchema,
  CustomerDetailsResponseSchema,
  LoginLinkExchangeRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  SaveAddressRequestSchema,
  UpdateDetailsRequestSchema,
  UpstreamForgotPasswordRequestSchema,
  UpstreamLoginLinkRequestSchema,
  UpstreamPermissionsResponseSchema,
  UpstreamRegisterRequestSchema,
} from './schemas/customer'
import { UpdateBillingRequestSchema } from './schemas/billing'
import {
  AccountPageQuerySchema,
  DeliveryDetailResponseSchema,
  DeliveryListResponseSchema,
  ExternalOrderResponseSchema,
  InvoiceDetailResponseSchema,
  InvoiceListResponseSchema,
  InvoicesQuerySchema,
  OrderDetailResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
} from './schemas/orders'
import {
  ApprovalCheckoutResponseSchema,
  CartApprovalResponseSchema,
  ChangeRequestLinesSchema,
  CreatePurchaseRequestSchema,
  PurchaseRequestListQuerySchema,
  PurchaseRequestListResponseSchema,
  PurchaseRequestResponseSchema,
  RejectPurchaseRequestSchema,
} from './schemas/purchaseRequests'
import { MarkNotificationsReadSchema, NotificationsResponseSchema } from './schemas/notifications'
import { AddShoppingListItemRequestSchema, SetShoppingListItemRequestSchema } from './schemas/shoppinglistRequests'
import { DeskResponseSchema } from './schemas/desk'
import {
  CreateShoppingListResponseSchema,
  ShareShoppingListRequestSchema,
  ShoppingListResponseSchema,
  ShoppingListsResponseSchema,
  ShoppingListTitleRequestSchema,
  ShoppingListToCartResponseSchema,
} from './schemas/shoppinglist'

/**
 * The upstream contract (contract/upstream.md): every call the storefront Worker may make to a
 * commerce API (spec §7), written once. The embedded backend (worker/backend) implements it and
 * worker/backend/contract.test.ts holds it to this table; the storefront's calls are checked
 * against it in worker/upstream/contract.test.ts. Paths are patterns as Hono registers them
 * (`:name` is one path segment).
 */

export type UpstreamMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * - `operator`: the operator's bearer secret (`OPERATOR_STOCK_SECRET`), never a customer's token;
 *   without it a 401, and a 503 where the secret is not set.
 * - `required`: no valid `Authorization: Bearer` token is a 401.
 * - `optional`: without a token the caller is a guest; a token that is sent but dead is a 401.
 * - `none`: the token is not read (the storefront sends none).
 */
export type UpstreamAuth = 'required' | 'optional' | 'none' | 'operator'

/** A permission scope (spec §6) a route needs besides a session: without it the answer is a 403. */
export type UpstreamScope =
  'orders' | 'invoices' | 'shoppinglists' | 'checkout' | 'billing' | 'changevet' | 'permissions'

export interface UpstreamRoute {
  method: UpstreamMethod
  path: string
  auth: UpstreamAuth
  scope?: UpstreamScope
  /** The query string, as the storefront sends it (every value a string). */
  query?: v.GenericSchema
  /** The JSON body of a write. */
  body?: v.GenericSchema
  /** The write is done at most once per `Idempotency-Key` header, which the call must send. */
  idempotent?: true
  /** The JSON body of a 2xx answer; with `answerType`, the whole text of that type. */
  response: v.GenericSchema
  /** A 2xx answer that is not JSON but this type, streamed (the history's CSV exports, the e-invoice files). */
  answerType?: 'text/csv' | 'application/xml'
  /** The 2xx status when it is not 200. */
  status?: 201 | 202
  /** What the call does, for the document's table. */
  summary: string
}

const route = (r: UpstreamRoute): UpstreamRoute => r

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  // ---------------------------------------------------------------- session
  route({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    body: LoginRequestSchema,
    response: UpstreamLoginResponseSchema,
    summary: 'Logs in; a wrong e-mail or password is a 401 with a message for the form.',
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'optional',
    response: MessageResponseSchema,
    summary: 'Revokes the bearer token, if any; a 200 also for a dead one.',
  }),
  route({
    method: 'GET',
    path: '/api/auth/user',
    auth: 'required',
    response: UserResponseSchema,
    summary: 'The session’s user (validates and slides the session).',
  }),
  // ---------------------------------------------------------------- core
  route({
    method: 'GET',
    path: '/api/core/storeconfig',
    auth: 'none',
    response: StoreConfigResponseSchema,
    summary: 'Store configuration and currency.',
  }),
  route({
    method: 'GET',
    path: '/api/core/topmenu',
    auth: 'optional',
    response: TopMenuResponseSchema,
    summary: 'The category tree (without drug categories for a denyMedListing user).',
  }),
  route({
    method: 'POST',
    path: '/api/core/chatbothash',
    auth: 'required',
    body: ChatbotHashRequestSchema,
    response: ChatIdentitySchema,
    summary: 'The user’s chat identity and its HMAC; 503 when the chat is off.',
  }),
  // ---------------------------------------------------------------- catalogue
  route({
    method: 'GET',
    path: '/api/catalog/productdetails/:slug',
    auth: 'optional',
    response: ProductDetailResponseSchema,
    summary: 'A product page; unknown (or hidden from the caller) is a 404.',
  }),
  route({
    method: 'GET',
    path: '/api/catalog/productsearch',
    auth: 'optional',
    query: ProductSearchQuerySchema,
    response: FacetedSearchResponseSchema,
    summary:
      'Product search, one page of it, in the order asked, narrowed by the listing filters, with facet counts when asked (`facets`); a price order or the contract filter needs a session (400 without).',
  }),
  route({
    method: 'GET',
    path: '/api/catalog/category',
    auth: 'optional',
    query: CategoryListingQuerySchema,
    response: FacetedCategoryResponseSchema,
    summary:
      'A category and one page of its products in the order asked, narrowed by the listing filters, with facet counts when asked; unknown is a 404, a price order or the contract filter without a session a 400.',
  }),
  route({
    method: 'GET',
    path: '/api/catalog/new',
    auth: 'optional',
    query: NewProductsQuerySchema,
    response: ProductListResponseSchema,
    summary: 'The newest products.',
  }),
  route({
    method: 'GET',
    path: '/api/categorysearch/customerPrices',
    auth: 'required',
    query: CustomerPricesQuerySchema,
    response: CustomerPricesResponseSchema,
    summary: 'The caller’s contract prices, all or of the `skus` named.',
  }),
  route({
    method: 'GET',
    path: '/api/categorysearch/:query',
    auth: 'optional',
    response: CategorySearchResponseSchema,
    summary: 'Categories matching a text.',
  }),
  // ---------------------------------------------------------------- operator
  route({
    method: 'PUT',
    path: '/api/operator/stock',
    auth: 'operator',
    body: OperatorStockRequestSchema,
    response: OperatorStockResponseSchema,
    summary:
      'The ERP’s stock: up to 5,000 SKUs’ counts, restock dates and discontinued, once per `batch_id`; arrivals fill backorders oldest first.',
  }),
  route({
    method: 'PUT',
    path: '/api/operator/deliveries',
    auth: 'operator',
    body: OperatorDeliveryRequestSchema,
    response: OperatorDeliveryResponseSchema,
    summary:
      'The ERP’s parcel of an order, once per `delivery_id`: its timeline, and its lines with lot, expiry and quantity per lot (never changed by a repeat).',
  }),
  route({
    method: 'POST',
    path: '/api/operator/invoices',
    auth: 'operator',
    body: OperatorInvoiceRequestSchema,
    response: OperatorInvoiceResponseSchema,
    summary:
      'Invoices a delivered order for its total, 14 days net; once per order (a repeat answers the same invoice).',
  }),
  route({
    method: 'POST',
    path: '/api/operator/credit-notes',
    auth: 'operator',
    body: OperatorCreditNoteRequestSchema,
    response: OperatorCreditNoteResponseSchema,
    summary:
      'Credits an invoice, whole or by lines, never more than invoiced; once per `claim_reference` (a repeat answers the same credit note).',
  }),
  route({
    method: 'PUT',
    path: '/api/operator/credit-limit',
    auth: 'operator',
    body: OperatorCreditLimitRequestSchema,
    response: OperatorCreditLimitResponseSchema,
    summary: 'Sets a company’s credit limit by its Y-tunnus (null: none agreed).',
  }),
  // ---------------------------------------------------------------- cart
  route({
    method: 'GET',
    path: '/api/cart',
    auth: 'optional',
    response: GetCartResponseSchema,
    summary: 'The customer’s cart, or the guest cart named by `cart`.',
  }),
  route({
    method: 'POST',
    path: '/api/cart',
    auth: 'optional',
    body: AddToCartRequestSchema,
    response: CartResponseSchema,
    summary: 'Adds a product; a guest naming no cart gets a new guest cart (its id in the answer).',
  }),
  route({
    method: 'POST',
    path: '/api/cart/update',
    auth: 'optional',
    body: UpdateCartItemRequestSchema,
    response: CartResponseSchema,
    summary: 'Sets a line’s quantity.',
  }),
  route({
    method: 'POST',
    path: '/api/cart/fulfilment',
    auth: 'optional',
    body: LineFulfilmentRequestSchema,
    response: CartResponseSchema,
    summary:
      'How a line that cannot ship in full ships: wait for all of it, in parts, one of its substitutes instead, or the product a substitute replaced back.',
  }),
  route({
    method: 'GET',
    path: '/api/cart/substitutes',
    auth: 'optional',
    response: CartSubstitutesResponseSchema,
    summary:
      'The substitutes each line that cannot ship in full may take: what the caller may order and what ships the pack-size-converted quantity now.',
  }),
  route({
    method: 'POST',
    path: '/api/cart/merge',
    auth: 'required',
    body: MergeCartRequestSchema,
    response: CartResponseSchema,
    summary: 'Moves a guest cart’s lines into the customer cart (right after a login).',
  }),
  route({
    method: 'POST',
    path: '/api/cart/bulk/check',
    auth: 'required',
    body: QuickOrderCheckRequestSchema,
    response: QuickOrderCheckResponseSchema,
    summary: 'Quick order: judges lines of code (SKU, EAN, Vnr) and quantity, one Finnish message each.',
  }),
  route({
    method: 'POST',
    path: '/api/cart/bulk',
    idempotent: true,
    auth: 'required',
    body: BulkAddRequestSchema,
    response: BulkAddResponseSchema,
    summary: 'Adds up to 500 lines at once, exactly once per `Idempotency-Key`; a result per line.',
  }),
  route({
    method: 'DELETE',
    path: '/api/cart/:itemId',
    auth: 'optional',
    response: CartResponseSchema,
    summary: 'Removes a line.',
  }),
  // ---------------------------------------------------------------- checkout
  route({
    method: 'POST',
    path: '/api/checkout/prepare',
    auth: 'required',
    scope: 'checkout',
    body: PrepareCheckoutRequestSchema,
    response: PrepareCheckoutResponseSchema,
    summary:
      'Makes the choices that hold no decision: default address, a delivery method, the only payment method, billing as shipping.',
  }),
  route({
    method: 'POST',
    path: '/api/checkout/shippingAddress',
    auth: 'required',
    scope: 'checkout',
    body: ShippingAddressRequestSchema,
    response: CartResponseSchema,
    summary: 'Stores the shipping address on the open cart.',
  }),
  route({
    method: 'POST',
    path: '/api/checkout/shippingMethods',
    auth: 'required',
    scope: 'checkout',
    body: ShippingMethodRequestSchema,
    response: CartResponseSchema,
    summary: 'Chooses one of the cart’s available shipping methods.',
  }),
  route({
    method: 'POST',
    path: '/api/checkout/paymentMethod',
    auth: 'required',
    scope: 'checkout',
    body: PaymentMethodRequestSchema,
    response: CartResponseSchema,
    summary: 'Chooses the payment method.',
  }),
  route({
    method: 'POST',
    path: '/api/checkout/billingAddress',
    auth: 'required',
    scope: 'checkout',
    body: BillingAddressRequestSchema,
    response: CartResponseSchema,
    summary: 'Stores the billing address, or the shipping address as it.',
  }),
  route({
    method: 'GET',
    path: '/api/checkout/deliveryDates',
    auth: 'required',
    scope: 'checkout',
    response: DeliveryDatesResponseSchema,
    summary: 'The next 90 days, each offered as a delivery day or with the reason why not.',
  }),
  route({
    method: 'POST',
    path: '/api/checkout/orderDetails',
    auth: 'required',
    scope: 'checkout',
    body: OrderDetailsRequestSchema,
    response: CartResponseSchema,
    summary: 'Stores the order reference, requested delivery date and delivery note.',
  }),
  route({
    method: 'POST',
    path: '/api/checkout/placeOrder',
    auth: 'required',
    scope: 'checkout',
    body: PlaceOrderRequestSchema,
    response: PlaceOrderResponseSchema,
    summary: 'Places the order of the cart, exactly once per `cart_id`.',
  }),
  // ---------------------------------------------------------------- account: guests
  route({
    method: 'POST',
    path: '/api/customer/customer/register',
    auth: 'none',
    body: UpstreamRegisterRequestSchema,
    response: RegisterResponseSchema,
    status: 202,
    summary: 'Registers a customer (held for approval); a known e-mail answers alike; taken business ID: 409.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/customer/forgotPassword',
    auth: 'none',
    body: UpstreamForgotPasswordRequestSchema,
    response: MessageResponseSchema,
    summary: 'Mails a password reset link, if the account exists; the same answer either way.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/customer/resetPassword',
    auth: 'none',
    body: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    summary: 'Sets a new password with the link’s token.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/loginLink',
    auth: 'none',
    body: UpstreamLoginLinkRequestSchema,
    response: MessageResponseSchema,
    summary: 'Mails a one-time login link, if the account exists; the same answer either way.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/loginLink/exchange',
    auth: 'none',
    body: LoginLinkExchangeRequestSchema,
    response: UpstreamLoginResponseSchema,
    summary: 'Trades a login link’s token for a session token, once.',
  }),
  // ---------------------------------------------------------------- account: the customer
  route({
    method: 'POST',
    path: '/api/customer/password',
    auth: 'required',
    body: ChangePasswordRequestSchema,
    response: MessageResponseSchema,
    summary: 'Changes the password; ends the customer’s other sessions.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/details',
    auth: 'required',
    response: CustomerDetailsResponseSchema,
    summary: 'Contact person and company.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/details',
    auth: 'required',
    body: UpdateDetailsRequestSchema,
    response: CustomerDetailsResponseSchema,
    summary: 'Updates the contact person; a new e-mail needs `currentPassword`.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/billing',
    auth: 'required',
    scope: 'billing',
    body: UpdateBillingRequestSchema,
    response: CustomerDetailsResponseSchema,
    summary: 'Updates company name, billing address and e-invoicing.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/permissions',
    auth: 'required',
    response: UpstreamPermissionsResponseSchema,
    summary: 'The user’s permission scopes.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/addresses',
    auth: 'required',
    response: AddressBookResponseSchema,
    summary: 'The address book.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/addresses',
    auth: 'required',
    body: SaveAddressRequestSchema,
    response: AddressResponseSchema,
    status: 201,
    summary: 'Adds an address.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/addresses/:id',
    auth: 'required',
    response: AddressResponseSchema,
    summary: 'One address (and the book).',
  }),
  route({
    method: 'POST',
    path: '/api/customer/addresses/:id',
    auth: 'required',
    body: SaveAddressRequestSchema,
    response: AddressResponseSchema,
    summary: 'Updates an address.',
  }),
  route({
    method: 'DELETE',
    path: '/api/customer/addresses/:id',
    auth: 'required',
    response: AddressBookResponseSchema,
    summary: 'Deletes an address.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/addresses/:id/default',
    auth: 'required',
    response: AddressBookResponseSchema,
    summary: 'Makes an address the default shipping address.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/changevet',
    auth: 'required',
    scope: 'changevet',
    response: ChangeVetResponseSchema,
    summary: 'The responsible veterinarian and the change requests.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/changevet',
    auth: 'required',
    scope: 'changevet',
    body: ChangeVetRequestSchema,
    response: ChangeVetCreatedResponseSchema,
    status: 201,
    summary: 'Asks for a change of the responsible veterinarian.',
  }),
  // ---------------------------------------------------------------- account: the company's users and roles (spec §11)
  route({
    method: 'GET',
    path: '/api/customer/company',
    auth: 'required',
    scope: 'permissions',
    response: CompanyResponseSchema,
    summary: 'The company’s users with their roles and scopes, the ready roles and the custom roles.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/users',
    auth: 'required',
    scope: 'permissions',
    body: UpstreamInviteUserRequestSchema,
    response: CompanyResponseSchema,
    status: 201,
    summary: 'Invites a user by e-mail (a login link); see "Invitations and the company\'s approval".',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/users/:id',
    auth: 'required',
    scope: 'permissions',
    body: ChangeUserRoleRequestSchema,
    response: CompanyResponseSchema,
    summary: 'Changes a user’s role or own scopes; never the company’s last administrator (409).',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/users/:id/deactivate',
    auth: 'required',
    scope: 'permissions',
    response: CompanyResponseSchema,
    summary: 'Deactivates a user: their sessions and links end at once, their orders stay.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/users/:id/activate',
    auth: 'required',
    scope: 'permissions',
    response: CompanyResponseSchema,
    summary: 'Activates a deactivated user again.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/users/:id/resend',
    auth: 'required',
    scope: 'permissions',
    body: UpstreamResendInvitationRequestSchema,
    response: CompanyResponseSchema,
    summary:
      'Sends a pending invitation again (a new link; the earlier ones end), within the invitation throttles (429).',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/users/:id/cancel',
    auth: 'required',
    scope: 'permissions',
    response: CompanyResponseSchema,
    summary: 'Cancels a pending invitation: the invited user is removed; 409 once they have set a password.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/roles',
    auth: 'required',
    scope: 'permissions',
    body: SaveCustomRoleRequestSchema,
    response: CompanyResponseSchema,
    status: 201,
    summary: 'Creates a custom role (a name and scopes).',
  }),
  route({
    method: 'POST',
    path: '/api/customer/company/roles/:id',
    auth: 'required',
    scope: 'permissions',
    body: SaveCustomRoleRequestSchema,
    response: CompanyResponseSchema,
    summary: 'Renames a custom role and sets its scopes; its users’ scopes follow.',
  }),
  route({
    method: 'DELETE',
    path: '/api/customer/company/roles/:id',
    auth: 'required',
    scope: 'permissions',
    response: CompanyResponseSchema,
    summary: 'Deletes a custom role no user has (409 otherwise).',
  }),
  // ---------------------------------------------------------------- account: documents
  route({
    method: 'GET',
    path: '/api/customer/orders',
    auth: 'required',
    scope: 'orders',
    query: OrderListQuerySchema,
    response: OrderListResponseSchema,
    summary: 'The company’s orders, newest first, one page, optionally filtered.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/orders.csv',
    auth: 'required',
    scope: 'orders',
    query: OrderFiltersQuerySchema,
    response: OrderLinesCsvSchema,
    answerType: 'text/csv',
    summary: 'The filtered orders as CSV, one row per order line, streamed.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/orders/:orderNumber',
    auth: 'required',
    scope: 'orders',
    response: OrderDetailResponseSchema,
    summary: 'One order (its invoice numbers only with the invoices scope).',
  }),
  route({
    method: 'GET',
    path: '/api/customer/orders/:orderNumber/external',
    auth: 'required',
    scope: 'orders',
    response: ExternalOrderResponseSchema,
    summary: 'An order of another sales channel.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/orders/:orderNumber/reorder',
    idempotent: true,
    auth: 'required',
    scope: 'orders',
    body: ReorderRequestSchema,
    response: ReorderResponseSchema,
    summary: 'Adds an order’s lines (all or those named) to the cart, once per `Idempotency-Key`.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/invoices',
    auth: 'required',
    scope: 'invoices',
    query: InvoicesQuerySchema,
    response: InvoiceListResponseSchema,
    summary: 'The company’s invoices, one page, optionally by status and issue date.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/invoices.csv',
    auth: 'required',
    scope: 'invoices',
    query: InvoiceFiltersQuerySchema,
    response: InvoicesCsvSchema,
    answerType: 'text/csv',
    summary: 'The filtered invoices as CSV, one row per invoice, streamed.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/medicine-record.csv',
    auth: 'required',
    scope: 'orders',
    query: MedicineRecordQuerySchema,
    response: MedicineRecordCsvSchema,
    answerType: 'text/csv',
    summary: 'The company’s received medicines by delivery day, one row per lot (EU 2019/6 Art. 103), streamed.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/invoices/:invoiceNumber',
    auth: 'required',
    scope: 'invoices',
    response: InvoiceDetailResponseSchema,
    summary: 'One invoice.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/invoices/:invoiceNumber/finvoice.xml',
    auth: 'required',
    scope: 'invoices',
    response: FinvoiceXmlSchema,
    answerType: 'application/xml',
    summary: 'One invoice as a Finvoice 3.0 e-invoice (a credit note as HYVITYSLASKU).',
  }),
  route({
    method: 'GET',
    path: '/api/customer/invoices/:invoiceNumber/peppol.xml',
    auth: 'required',
    scope: 'invoices',
    response: PeppolUblXmlSchema,
    answerType: 'application/xml',
    summary: 'One invoice as a Peppol BIS Billing 3.0 UBL e-invoice (a credit note as CreditNote).',
  }),
  route({
    method: 'GET',
    path: '/api/customer/deliveries',
    auth: 'required',
    scope: 'orders',
    query: AccountPageQuerySchema,
    response: DeliveryListResponseSchema,
    summary: 'The company’s deliveries, one page.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/desk',
    auth: 'required',
    response: DeskResponseSchema,
    summary: 'The logged-in home’s desk: the last orders, lists, open requests, deliveries on the way, open invoices.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/deliveries/:id',
    auth: 'required',
    scope: 'orders',
    response: DeliveryDetailResponseSchema,
    summary: 'One delivery and its tracking steps.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/deliveries/:id/claim',
    auth: 'required',
    scope: 'orders',
    body: DeliveryClaimRequestSchema,
    response: DeliveryClaimResponseSchema,
    summary:
      'Receiving’s counts against the parcel’s lines and lots: the differences mailed to customer service, once per delivery.',
  }),
  // ---------------------------------------------------------------- company: purchase approval rules (spec §12)
  route({
    method: 'GET',
    path: '/api/customer/company/approvalRules',
    auth: 'required',
    response: ApprovalRulesResponseSchema,
    summary: 'The company’s purchase approval rules; any user of the company may read them.',
  }),
  route({
    method: 'PUT',
    path: '/api/customer/company/approvalRules',
    auth: 'required',
    scope: 'permissions',
    body: SaveApprovalRulesRequestSchema,
    response: ApprovalRulesResponseSchema,
    summary: 'Replaces the company’s approval rules (amounts alv 0 %, null turns a rule off).',
  }),
  // ---------------------------------------------------------------- company: audit trail (docs/decisions/047)
  route({
    method: 'GET',
    path: '/api/customer/company/audit',
    auth: 'required',
    scope: 'permissions',
    query: AuditTrailQuerySchema,
    response: AuditTrailResponseSchema,
    summary: 'The company’s audit trail, newest first, one page; `user`: what they did or what concerned them.',
  }),
  // ---------------------------------------------------------------- shopping lists
  route({
    method: 'GET',
    path: '/api/shoppinglist',
    auth: 'required',
    scope: 'shoppinglists',
    response: ShoppingListsResponseSchema,
    summary: 'All of the user’s lists.',
  }),
  route({
    method: 'POST',
    path: '/api/shoppinglist',
    auth: 'required',
    scope: 'shoppinglists',
    body: ShoppingListTitleRequestSchema,
    response: CreateShoppingListResponseSchema,
    summary: 'Creates a list; answers all lists and the new id.',
  }),
  route({
    method: 'GET',
    path: '/api/shoppinglist/:id',
    auth: 'required',
    scope: 'shoppinglists',
    response: ShoppingListResponseSchema,
    summary: 'One list.',
  }),
  route({
    method: 'POST',
    path: '/api/shoppinglist/:id',
    auth: 'required',
    scope: 'shoppinglists',
    body: ShoppingListTitleRequestSchema,
    response: ShoppingListsResponseSchema,
    summary: 'Renames a list.',
  }),
  route({
    method: 'DELETE',
    path: '/api/shoppinglist/:id',
    auth: 'required',
    scope: 'shoppinglists',
    response: ShoppingListsResponseSchema,
    summary: 'Deletes a list.',
  }),
  route({
    method: 'POST',
    path: '/api/shoppinglist/:id/items',
    auth: 'required',
    scope: 'shoppinglists',
    body: AddShoppingListItemRequestSchema,
    response: ShoppingListsResponseSchema,
    summary: 'Adds a product to a list.',
  }),
  route({
    method: 'POST',
    path: '/api/shoppinglist/:id/items/:sku',
    auth: 'required',
    scope: 'shoppinglists',
    body: SetShoppingListItemRequestSchema,
    response: ShoppingListsResponseSchema,
    summary: 'Sets a product’s quantity on a list.',
  }),
  route({
    method: 'DELETE',
    path: '/api/shoppinglist/:id/items/:sku',
    auth: 'required',
    scope: 'shoppinglists',
    response: ShoppingListsResponseSchema,
    summary: 'Removes a product from a list.',
  }),
  route({
    method: 'POST',
    path: '/api/shoppinglist/:id/cart',
    auth: 'required',
    scope: 'shoppinglists',
    response: ShoppingListToCartResponseSchema,
    summary: 'Adds every product of a list to the cart; answers the cart and the skipped SKUs.',
  }),
  route({
    method: 'POST',
    path: '/api/shoppinglist/:id/share',
    auth: 'required',
    scope: 'shoppinglists',
    body: ShareShoppingListRequestSchema,
    response: ShoppingListsResponseSchema,
    summary: 'Shares the user’s own list with the company’s other users, or stops sharing it.',
  }),
  // ---------------------------------------------------------------- purchase approval (spec §12)
  route({
    method: 'GET',
    path: '/api/cart/approval',
    auth: 'required',
    response: CartApprovalResponseSchema,
    summary: 'Whether the open cart must be sent for approval and why; the request an approval cart approves.',
  }),
  route({
    method: 'POST',
    path: '/api/purchaserequests',
    idempotent: true,
    auth: 'required',
    body: CreatePurchaseRequestSchema,
    response: PurchaseRequestResponseSchema,
    status: 201,
    summary: 'Sends the open cart for approval once per `Idempotency-Key`; the sender keeps an empty cart.',
  }),
  route({
    method: 'GET',
    path: '/api/purchaserequests',
    auth: 'required',
    query: PurchaseRequestListQuerySchema,
    response: PurchaseRequestListResponseSchema,
    summary: 'Purchase requests: the caller’s own, or the company’s (pending or all) for approvers.',
  }),
  route({
    method: 'GET',
    path: '/api/purchaserequests/:id',
    auth: 'required',
    response: PurchaseRequestResponseSchema,
    summary: 'One request of the company at today’s contract prices; a colleague’s only for approvers.',
  }),
  route({
    method: 'POST',
    path: '/api/purchaserequests/:id/lines',
    auth: 'required',
    scope: 'checkout',
    body: ChangeRequestLinesSchema,
    response: PurchaseRequestResponseSchema,
    summary: 'Changes quantities of a pending request (0 removes), by the pack-size rules.',
  }),
  route({
    method: 'POST',
    path: '/api/purchaserequests/:id/approve',
    auth: 'required',
    scope: 'checkout',
    response: ApprovalCheckoutResponseSchema,
    summary: 'Makes the request the approver’s open cart; placing its order approves the request.',
  }),
  route({
    method: 'POST',
    path: '/api/purchaserequests/:id/cancelApproval',
    auth: 'required',
    scope: 'checkout',
    response: CartResponseSchema,
    summary: 'Leaves an approval checkout: the approver’s own cart comes back.',
  }),
  route({
    method: 'POST',
    path: '/api/purchaserequests/:id/reject',
    auth: 'required',
    scope: 'checkout',
    body: RejectPurchaseRequestSchema,
    response: PurchaseRequestResponseSchema,
    summary: 'Rejects a pending request with a reason.',
  }),
  route({
    method: 'POST',
    path: '/api/purchaserequests/:id/withdraw',
    auth: 'required',
    response: PurchaseRequestResponseSchema,
    summary: 'The requester withdraws a pending request.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/stockwatch/:sku',
    auth: 'required',
    response: StockWatchResponseSchema,
    summary: 'Whether the caller waits to be told when the product can ship again.',
  }),
  route({
    method: 'PUT',
    path: '/api/customer/stockwatch/:sku',
    auth: 'required',
    response: StockWatchResponseSchema,
    summary: '“Ilmoita kun saatavilla”: tell the caller once, by a notice and an e-mail, when the product can ship.',
  }),
  route({
    method: 'DELETE',
    path: '/api/customer/stockwatch/:sku',
    auth: 'required',
    response: StockWatchResponseSchema,
    summary: 'Stops waiting for the product.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/substitutes/:sku',
    auth: 'required',
    response: ProductSubstitutesResponseSchema,
    summary:
      'The operator’s substitutes of a product that the caller may order, with the reason, availability and pack-size note.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/standing-orders',
    auth: 'required',
    scope: 'orders',
    response: StandingOrdersResponseSchema,
    summary: 'The caller’s standing orders with each one’s next run; an administrator’s list holds the company’s all.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/standing-orders',
    auth: 'required',
    scope: 'orders',
    body: CreateStandingOrderRequestSchema,
    response: StandingOrderResponseSchema,
    status: 201,
    summary:
      'Makes a standing order from the cart, a shopping list or a past order; answers it and the lines left out.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/standing-orders/:id',
    auth: 'required',
    scope: 'orders',
    response: StandingOrderResponseSchema,
    summary:
      'One standing order: its lines at today’s prices and availability, its next 12 runs (each with why it moved) and its history.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/standing-orders/:id',
    auth: 'required',
    scope: 'orders',
    body: UpdateStandingOrderRequestSchema,
    response: StandingOrderResponseSchema,
    summary: 'The owner changes the name, schedule, reference template, address or method.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/standing-orders/:id/status',
    auth: 'required',
    scope: 'orders',
    body: StandingStatusRequestSchema,
    response: StandingOrderResponseSchema,
    summary: 'Pauses, resumes or cancels it: the owner, or an administrator.',
  }),
  route({
    method: 'PUT',
    path: '/api/customer/standing-orders/:id/lines',
    auth: 'required',
    scope: 'orders',
    body: StandingLinesRequestSchema,
    response: StandingOrderResponseSchema,
    summary: 'The owner replaces the lines, on the pack-size rules.',
  }),
  route({
    method: 'POST',
    path: '/api/customer/standing-orders/:id/runs/:date',
    auth: 'required',
    scope: 'orders',
    body: StandingRunRequestSchema,
    response: StandingOrderResponseSchema,
    summary: 'Before its cut-off, the owner skips one run, takes the skip back, or changes that run’s lines.',
  }),
  route({
    method: 'GET',
    path: '/api/customer/notifications',
    auth: 'required',
    response: NotificationsResponseSchema,
    summary: 'The caller’s unread notices (a request approved, changed or rejected).',
  }),
  route({
    method: 'POST',
    path: '/api/customer/notifications/read',
    auth: 'required',
    body: MarkNotificationsReadSchema,
    response: NotificationsResponseSchema,
    summary: 'Marks the caller’s notices read; answers those still unread.',
  }),
]

/** `METHOD path`, the key of a route in tests and in the document's table. */
export const routeKey = (r: Pick<UpstreamRoute, 'method' | 'path'>): string => `${r.method} ${r.path}`

const patternOf = (path: string) => new RegExp(`^${path.replace(/\./g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`)
const PATTERNS = new Map(UPSTREAM_ROUTES.map((r) => [r, patternOf(r.path)]))
const paramCount = (r: UpstreamRoute) => (r.path.match(/:/g) ?? []).length

/**
 * The route a request's method and path (no query) fall on, or null. A literal segment wins
 * over a parameter (`/api/categorysearch/customerPrices` before `/api/categorysearch/:query`),
 * as in the backend's router.
 */
export function matchUpstreamRoute(method: string, pathname: string): UpstreamRoute | null {
  const candidates = UPSTREAM_ROUTES.filter((r) => r.method === method && PATTERNS.get(r)!.test(pathname))
  return candidates.sort((a, b) => paramCount(a) - paramCount(b))[0] ?? null
}
