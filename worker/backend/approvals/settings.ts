import {
  NO_APPROVAL_RULES,
  type ApprovalRules,
  type SaveApprovalRulesRequest,
} from '../../../contract/schemas/approvalRules'
import { recordAudit } from '../company/auditTrail'
import { isoTime } from '../orders/access'

interface RuleRow {
  amount_limit_cents: number | null
  restricted_products: number
  monthly_budget_cents: number | null
  updated_at: number
  updated_by: string | null
}

const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100))
const euros = (cents: number | null) => (cents === null ? null : cents / 100)

async function ruleRow(db: D1Database, companyId: number): Promise<RuleRow | null> {
  return db
    .prepare(
      `SELECT r.amount_limit_cents, r.restricted_products, r.monthly_budget_cents, r.updated_at,
         NULLIF(TRIM(u.firstname || ' ' || u.lastname), '') AS updated_by
       FROM company_approval_rules r LEFT JOIN customers u ON u.id = r.updated_by
       WHERE r.company_id = ?`,
    )
    .bind(companyId)
    .first<RuleRow>()
}

/** The rules as the contract answers them (euros), with who changed them last. */
export async function rulesView(
  db: D1Database,
  companyId: number,
): Promise<{ rules: ApprovalRules; updated_at: string | null; updated_by: string | null }> {
  const row = await ruleRow(db, companyId)
  if (!row) return { rules: NO_APPROVAL_RULES, updated_at: null, updated_by: null }
  return {
    rules: {
      amount_limit: euros(row.amount_limit_cents),
      restricted_products: row.restricted_products === 1,
      monthly_budget: euros(row.monthly_budget_cents),
    },
    updated_at: isoTime(row.updated_at),
    updated_by: row.updated_by,
  }
}

/**
 * Replaces the company's rules (all at once: the settings page saves the whole form); a change
 * is recorded in the same batch with the rules before and after (docs/decisions/047-audit-trail.md).
 */
export async function saveRules(
  db: D1Database,
  companyId: number,
  customerId: number,
  rules: SaveApprovalRulesRequest,
): Promise<void> {
  const { rules: from } = await rulesView(db, companyId)
  const changed = JSON.stringify(from) !== JSON.stringify({ ...NO_APPROVAL_RULES, ...rules })
  const record = recordAudit(db, {
    companyId,
    actorId: customerId,
    action: 'approval_rules_changed',
    details: { from, to: { ...NO_APPROVAL_RULES, ...rules } },
  })
  const save = db
    .prepare(
      `INSERT INTO company_approval_rules
         (company_id, amount_limit_cents, restricted_products, monthly_budget_cents, updated_at, updated_by)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (company_id) DO UPDATE SET amount_limit_cents = excluded.amount_limit_cents,
         restricted_products = excluded.restricted_products, monthly_budget_cents = excluded.monthly_budget_cents,
         updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(
      companyId,
      cents(rules.amount_limit),
      rules.restricted_products ? 1 : 0,
      cents(rules.monthly_budget),
      Math.floor(Date.now() / 1000),
      customerId,
    )
  await db.batch(changed ? [record, save] : [save])
}
