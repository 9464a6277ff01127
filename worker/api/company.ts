import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import {
  ChangeUserRoleRequestSchema,
  CompanyIdParamSchema,
  CompanyResponseSchema,
  InviteUserRequestSchema,
  SaveCustomRoleRequestSchema,
} from '../../contract/schemas/company'
import type { AppEnv } from '../env'
import type { UpstreamRequest } from '../upstream/client'
import { upstreamJson } from '../upstream/forward'
import { apiError, HttpError } from './errors'
import { readJson } from './validate'

/**
 * The company's users and roles (spec §11, spec §2 /account/permissions): /api/customer/company.
 * The `permissions` scope, the company and the last administrator are the upstream's to
 * enforce (403/404/409 pass through); the shop adds its origin for the invitation's link.
 */
export const company = new Hono<AppEnv>()

type Ctx = Context<AppEnv>

const loggedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.token) return apiError(c, 401, 'Et ole kirjautunut sisään.')
  return next()
})

const forward = async (c: Ctx, req: UpstreamRequest, status: 200 | 201 = 200) =>
  c.json(await upstreamJson(c, req, CompanyResponseSchema), status)

/** A malformed id names nothing: "not found", like another company's user or role. */
function idPath(c: Ctx, kind: 'users' | 'roles', suffix = ''): string {
  const id = v.safeParse(CompanyIdParamSchema, c.req.param('id'))
  if (!id.success) throw new HttpError(404, kind === 'users' ? 'Käyttäjää ei löytynyt.' : 'Roolia ei löytynyt.')
  return `/api/customer/company/${kind}/${id.output}${suffix}`
}

company.get('/', loggedIn, (c) => forward(c, { path: '/api/customer/company' }))

company.post('/users', loggedIn, async (c) => {
  const body = { ...(await readJson(c, InviteUserRequestSchema)), origin: new URL(c.req.url).origin }
  return forward(c, { method: 'POST', path: '/api/customer/company/users', body }, 201)
})

company.post('/users/:id', loggedIn, async (c) => {
  const path = idPath(c, 'users')
  const body = await readJson(c, ChangeUserRoleRequestSchema)
  return forward(c, { method: 'POST', path, body })
})

company.post('/users/:id/deactivate', loggedIn, (c) =>
  forward(c, { method: 'POST', path: idPath(c, 'users', '/deactivate') }),
)

company.post('/users/:id/activate', loggedIn, (c) =>
  forward(c, { method: 'POST', path: idPath(c, 'users', '/activate') }),
)

company.post('/roles', loggedIn, async (c) => {
  const body = await readJson(c, SaveCustomRoleRequestSchema)
  return forward(c, { method: 'POST', path: '/api/customer/company/roles', body }, 201)
})

company.post('/roles/:id', loggedIn, async (c) => {
  const path = idPath(c, 'roles')
  const body = await readJson(c, SaveCustomRoleRequestSchema)
  return forward(c, { method: 'POST', path, body })
})

company.delete('/roles/:id', loggedIn, (c) => forward(c, { method: 'DELETE', path: idPath(c, 'roles') }))
