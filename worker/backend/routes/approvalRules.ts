import { Hono, type Context } from 'hono'
import { SaveApprovalRulesRequestSchema } from '../../../contract/schemas/approvalRules'
import { customerScope } from '../account/access'
import { rulesView, saveRules } from '../approvals/settings'
import { authenticate, companyOf, customerOf } from '../auth'
import { BackendError } from '../errors'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

/**
 * A company's purchase approval rules (spec §12, contract/schemas/approvalRules.ts). Every user
 * of the company may read them (the cart explains why an order needs approval); only a user
 * with `permissions` changes them. The company is the token's, so another company's rules are
 * out of reach.
 */
export const approvalRuleRoutes = new Hono<BackendEnv>()

const loggedIn = authenticate({ required: true })

const FORBIDDEN = 'Sinulla ei ole oikeutta muuttaa hyväksyntäsääntöjä. Pyydä muutosta yrityksesi pääkäyttäjältä.'

const canEdit = async (c: Context<BackendEnv>) => (await customerScope(c.env.DB, customerOf(c))).includes('permissions')

async function answer(c: Context<BackendEnv>, editable: boolean) {
  return c.json({ ...(await rulesView(c.env.DB, companyOf(c))), can_edit: editable })
}

approvalRuleRoutes.get('/approvalRules', loggedIn, async (c) => answer(c, await canEdit(c)))

approvalRuleRoutes.put('/approvalRules', loggedIn, async (c) => {
  // The scope first: a user without it learns nothing from a 400 about the body.
  if (!(await canEdit(c))) throw new BackendError(403, FORBIDDEN)
  const rules = await readBody(c, SaveApprovalRulesRequestSchema)
  await saveRules(c.env.DB, companyOf(c), customerOf(c), rules)
  return answer(c, true)
})
