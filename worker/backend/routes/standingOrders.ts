import { Hono, type Context } from 'hono'
import {
  CreateStandingOrderRequestSchema,
  RunDateParamSchema,
  StandingLinesRequestSchema,
  StandingOrderIdParamSchema,
  StandingRunRequestSchema,
  StandingStatusRequestSchema,
  UpdateStandingOrderRequestSchema,
  type StandingOrderResponse,
} from '../../../contract/schemas/standingOrders'
import { customerScope } from '../account/access'
import { authenticate, companyOf, customerOf } from '../auth'
import { requireScope } from '../orders/access'
import { changeRun } from '../standing/runEdits'
import {
  createStandingOrder,
  setStandingLines,
  setStandingStatus,
  standingNotFound,
  updateStandingOrder,
  type StandingCaller,
} from '../standing/store'
import { listStanding, standingDetail } from '../standing/view'
import type { BackendEnv } from '../types'
import { readBody, readParam } from '../validate'

/**
 * Standing orders (docs/decisions/079-standing-orders.md): a session and the `orders` scope; every
 * read and write names the caller's company, so another company's standing order is a 404. The
 * owner changes theirs; an administrator (`permissions`) sees, pauses and cancels all.
 */
export const standingOrderRoutes = new Hono<BackendEnv>()

standingOrderRoutes.use('*', authenticate({ required: true }), requireScope('orders'))

async function callerOf(c: Context<BackendEnv>): Promise<StandingCaller> {
  const customerId = customerOf(c)
  const scope = await customerScope(c.env.DB, customerId)
  return { customerId, companyId: companyOf(c), admin: scope.includes('permissions') }
}

const idOf = (c: Context<BackendEnv>) =>
  readParam(c.req.param('id') ?? '', StandingOrderIdParamSchema, standingNotFound)

async function answer(
  c: Context<BackendEnv>,
  caller: StandingCaller,
  id: number,
  extra: Partial<StandingOrderResponse> = {},
  status: 200 | 201 = 200,
) {
  const result: StandingOrderResponse = { standing_order: await standingDetail(c.env.DB, caller, id), ...extra }
  return c.json(result, status)
}

standingOrderRoutes.get('/', async (c) => c.json(await listStanding(c.env.DB, await callerOf(c))))

standingOrderRoutes.post('/', async (c) => {
  const body = await readBody(c, CreateStandingOrderRequestSchema)
  const caller = await callerOf(c)
  const { id, leftOut } = await createStandingOrder(c.env.DB, caller, body)
  return answer(c, caller, id, { left_out: leftOut }, 201)
})

standingOrderRoutes.get('/:id', async (c) => answer(c, await callerOf(c), idOf(c)))

standingOrderRoutes.post('/:id', async (c) => {
  const id = idOf(c)
  const body = await readBody(c, UpdateStandingOrderRequestSchema)
  const caller = await callerOf(c)
  await updateStandingOrder(c.env.DB, caller, id, body)
  return answer(c, caller, id)
})

standingOrderRoutes.post('/:id/status', async (c) => {
  const id = idOf(c)
  const { status } = await readBody(c, StandingStatusRequestSchema)
  const caller = await callerOf(c)
  await setStandingStatus(c.env.DB, caller, id, status)
  return answer(c, caller, id)
})

standingOrderRoutes.put('/:id/lines', async (c) => {
  const id = idOf(c)
  const body = await readBody(c, StandingLinesRequestSchema)
  const caller = await callerOf(c)
  await setStandingLines(c.env.DB, caller, id, body)
  return answer(c, caller, id)
})

standingOrderRoutes.post('/:id/runs/:date', async (c) => {
  const id = idOf(c)
  const date = readParam(c.req.param('date') ?? '', RunDateParamSchema, standingNotFound)
  const body = await readBody(c, StandingRunRequestSchema)
  const caller = await callerOf(c)
  await changeRun(c.env.DB, caller, id, date, body)
  return answer(c, caller, id)
})
