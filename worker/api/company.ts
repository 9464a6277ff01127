import { Hono } from 'hono'
import {
  CompanyIdParamSchema,
  CompanyResponseSchema,
  InviteUserRequestSchema,
  ResendInvitationRequestSchema,
} from '../../contract/schemas/company'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'
import * as v from 'valibot'
import { readJson } from './validate'

/**
 * An invitation to the company (spec §11, spec §2 /account/permissions): POST
 * /api/customer/company/users. The shop adds its origin for the invitation's link; the
 * company's other user and role routes pass straight through (./passThroughRoutes.ts). The
 * `permissions` scope and the company are the upstream's to enforce (403/404 pass through).
 */
export const company = new Hono<AppEnv>()

company.post('/users', async (c) => {
  if (!c.var.token) throw new HttpError(401, 'Et ole kirjautunut sisään.')
  const body = { ...(await readJson(c, InviteUserRequestSchema)), origin: new URL(c.req.url).origin }
  const req = { method: 'POST', path: '/api/customer/company/users', body } as const
  return c.json(await upstreamJson(c, req, CompanyResponseSchema), 201)
})

/** A pending invitation sent again, with the shop's origin for its link like the first one. */
company.post('/users/:id/resend', async (c) => {
  if (!c.var.token) throw new HttpError(401, 'Et ole kirjautunut sisään.')
  const id = v.safeParse(CompanyIdParamSchema, c.req.param('id'))
  if (!id.success) throw new HttpError(404, 'Käyttäjää ei löytynyt.')
  const body = { ...(await readJson(c, ResendInvitationRequestSchema)), origin: new URL(c.req.url).origin }
  const req = { method: 'POST', path: `/api/customer/company/users/${id.output}/resend`, body } as const
  return c.json(await upstreamJson(c, req, CompanyResponseSchema))
})
