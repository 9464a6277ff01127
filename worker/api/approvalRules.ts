import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApprovalRulesResponseSchema, SaveApprovalRulesRequestSchema } from '../../contract/schemas/approvalRules'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { apiError } from './errors'
import { readJson } from './validate'

/**
 * A company's purchase approval rules (spec §12, contract/schemas/approvalRules.ts). The upstream
 * enforces the company and the `permissions` scope (403 passes through); the body is checked
 * here as well, so a malformed one never leaves the shop.
 */
export const approvalRules = new Hono<AppEnv>()

const loggedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.token) return apiError(c, 401, 'Et ole kirjautunut sisään.')
  return next()
})

const PATH = '/api/customer/company/approvalRules'

approvalRules.get('/approvalRules', loggedIn, async (c) =>
  c.json(await upstreamJson(c, { path: PATH }, ApprovalRulesResponseSchema)),
)

approvalRules.put('/approvalRules', loggedIn, async (c) => {
  const body = await readJson(c, SaveApprovalRulesRequestSchema)
  return c.json(await upstreamJson(c, { method: 'PUT', path: PATH, body }, ApprovalRulesResponseSchema))
})
