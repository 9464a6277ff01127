import { Hono } from 'hono'
import { ADMIN_SCOPE } from '../../../contract/companyRoles'
import { AuditTrailQuerySchema } from '../../../contract/schemas/auditTrail'
import { customerScope } from '../account/access'
import { authenticate, companyOf, customerOf } from '../auth'
import { readAuditTrail } from '../company/auditTrailView'
import { BackendError } from '../errors'
import type { BackendEnv } from '../types'
import { readQuery } from '../validate'

/**
 * The company's audit trail (docs/decisions/047-audit-trail.md), mounted under
 * /api/customer/company: for users with `permissions` only (403), and only the caller's company.
 */
export const auditTrailRoutes = new Hono<BackendEnv>()

const FORBIDDEN = 'Sinulla ei ole oikeutta nähdä yrityksen tapahtumalokia. Pyydä sitä yrityksesi pääkäyttäjältä.'

auditTrailRoutes.get('/audit', authenticate({ required: true }), async (c) => {
  // The scope first: a user without it learns nothing from a 400 about the query.
  if (!(await customerScope(c.env.DB, customerOf(c))).includes(ADMIN_SCOPE)) throw new BackendError(403, FORBIDDEN)
  const query = readQuery(c, AuditTrailQuerySchema)
  return c.json(await readAuditTrail(c.env.DB, companyOf(c), query))
})
