import { Hono, type Context } from 'hono'
import { MAX_DELIVERY_BODY_BYTES, OperatorDeliveryRequestSchema } from '../../../contract/schemas/operatorDeliveries'
import { MAX_STOCK_BODY_BYTES, OperatorStockRequestSchema } from '../../../contract/schemas/operatorStock'
import {
  OperatorCreditLimitRequestSchema,
  OperatorCreditNoteRequestSchema,
  OperatorInvoiceRequestSchema,
} from '../../../contract/schemas/operatorInvoicing'
import { operatorOnly } from '../operator/auth'
import { receiveDelivery } from '../operator/deliveryFeed'
import { creditInvoice, invoiceOrder, setCreditLimit } from '../operator/invoicing'
import { applyStockBatch } from '../operator/stockBatch'
import { sendStockNews } from '../operator/stockNews'
import { sendNewInvoice } from '../sending/send'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

/**
 * The operator's feeds, with the operator's bearer secret only, checked before the body is read:
 * the ERP's stock (docs/decisions/074-operator-stock-feed.md) and its parcels with their lines,
 * lots and expiry (docs/decisions/081-delivery-lots.md), and its invoicing commands: an invoice per
 * delivered order, credit notes per claim, credit limits (docs/decisions/084-einvoices.md).
 */
export const operatorRoutes = new Hono<BackendEnv>()

operatorRoutes.put('/stock', operatorOnly(), async (c) => {
  const request = await readBody(c, OperatorStockRequestSchema, MAX_STOCK_BODY_BYTES)
  const answer = await applyStockBatch(c.env.DB, request)
  // The buyers' news after the answer; a repeat of the batch sends what a lost run did not.
  c.executionCtx.waitUntil(
    sendStockNews(c.env, request.batch_id).catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', message: 'stock news failed', error: String(error) })),
    ),
  )
  return c.json(answer)
})

operatorRoutes.put('/deliveries', operatorOnly(), async (c) => {
  const request = await readBody(c, OperatorDeliveryRequestSchema, MAX_DELIVERY_BODY_BYTES)
  const answer = await receiveDelivery(c.env.DB, request)
  return c.json(answer)
})

/**
 * A new invoice or credit note goes out after the answer (docs/decisions/085-invoice-sending.md):
 * the command never waits for the operator or the mail, and a failed attempt waits for the
 * hourly run.
 */
function sendAfterAnswer(c: Context<BackendEnv>, documentNumber: string) {
  c.executionCtx.waitUntil(
    sendNewInvoice(c.env, documentNumber).catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', message: 'invoice sending failed', error: String(error) })),
    ),
  )
}

operatorRoutes.post('/invoices', operatorOnly(), async (c) => {
  // 200 for the first call and its repeats alike; `created` tells them apart.
  const answer = await invoiceOrder(c.env.DB, await readBody(c, OperatorInvoiceRequestSchema))
  if (answer.created) sendAfterAnswer(c, answer.invoice_number)
  return c.json(answer)
})

operatorRoutes.post('/credit-notes', operatorOnly(), async (c) => {
  const answer = await creditInvoice(c.env.DB, await readBody(c, OperatorCreditNoteRequestSchema))
  if (answer.created) sendAfterAnswer(c, answer.credit_note_number)
  return c.json(answer)
})

operatorRoutes.put('/credit-limit', operatorOnly(), async (c) => {
  return c.json(await setCreditLimit(c.env.DB, await readBody(c, OperatorCreditLimitRequestSchema)))
})
