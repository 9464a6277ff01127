import { Hono } from 'hono'
import { AuditTrailQuerySchema, AuditTrailResponseSchema } from '../../contract/schemas/auditTrail'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { needsLogin } from './accountDocuments'
import { readQuery } from './validate'

/**
 * The company's audit trail (docs/decisions/047-audit-trail.md): GET /api/customer/company/audit.
 * The query is checked here, so a malformed one never leaves the shop; the `permissions` scope
 * and the company are the upstream's to enforce (403 passes through).
 */
export const auditTrail = new Hono<AppEnv>()

auditTrail.get('/audit', needsLogin('Et ole kirjautunut sisään.'), async (c) => {
  const { user, page } = readQuery(c, AuditTrailQuerySchema)
  const query = new URLSearchParams({ page: String(page), ...(user === undefined ? {} : { user: String(user) }) })
  const path = `/api/customer/company/audit?${query}`
  return c.json(await upstreamJson(c, { path }, AuditTrailResponseSchema))
})
