import { Hono } from 'hono'
import { MAX_STOCK_BODY_BYTES, OperatorStockRequestSchema } from '../../../contract/schemas/operatorStock'
import { operatorOnly } from '../operator/auth'
import { applyStockBatch } from '../operator/stockBatch'
import { sendStockNews } from '../operator/stockNews'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

/**
 * The operator's feeds (docs/decisions/074-operator-stock-feed.md): the ERP's stock, with the
 * operator's bearer secret only. The secret is checked before the body is read.
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
