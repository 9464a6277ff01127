import type { AuditEntry, AuditRoleState } from '#contract/schemas/auditTrail'
import type { ApprovalRules } from '#contract/schemas/approvalRules'
import { READY_ROLE_INFO, isReadyRole } from '#contract/companyRoles'
import { SCOPE_INFO, type KnownScope } from '#contract/schemas/customer'
import { formatMoney } from '../../../lib/format'

/**
 * The Finnish sentence of each audit trail entry (docs/decisions/047-audit-trail.md): what the
 * actor did, to whom, and what changed from what to what. The actor and the time are shown
 * beside it by the list.
 */

const known = (scope: string): scope is KnownScope => scope in SCOPE_INFO
const scopeLabel = (scope: string) => (known(scope) ? SCOPE_INFO[scope].label : scope)
const scopes = (list: readonly string[]) => (list.length ? list.map(scopeLabel).join(', ') : 'ei oikeuksia')
const quoted = (name: string) => `”${name}”`

function roleLabel(state: AuditRoleState): string {
  if (isReadyRole(state.role)) return READY_ROLE_INFO[state.role].label
  if (state.role_name) return quoted(state.role_name)
  return `omat oikeudet (${scopes(state.scope)})`
}

function roleChange(from: AuditRoleState, to: AuditRoleState): string {
  const a = roleLabel(from)
  const b = roleLabel(to)
  // The same custom role whose scopes differ (its scopes changed meanwhile): say which.
  return a === b ? `${scopes(from.scope)} → ${scopes(to.scope)}` : `${a} → ${b}`
}

const amount = (euros: number | null) => (euros === null ? 'ei käytössä' : formatMoney(euros))

function rulesChange(from: ApprovalRules, to: ApprovalRules): string {
  const parts: string[] = []
  if (from.amount_limit !== to.amount_limit) {
    parts.push(`tilauksen summaraja ${amount(from.amount_limit)} → ${amount(to.amount_limit)}`)
  }
  if (from.restricted_products !== to.restricted_products) {
    parts.push(`lääkkeet ja kylmäketjutuotteet ${to.restricted_products ? 'hyväksytettävä' : 'ei hyväksyntää'}`)
  }
  if (from.monthly_budget !== to.monthly_budget) {
    parts.push(`kuukausibudjetti ${amount(from.monthly_budget)} → ${amount(to.monthly_budget)}`)
  }
  return parts.join('; ')
}

const pieces = (n: number) => `${n} kpl`

export function describeAuditEntry(entry: AuditEntry): string {
  const whom = entry.target_user?.name || 'poistettu käyttäjä'
  const request = `ostopyynnön #${entry.request_id ?? '?'} (${whom})`
  switch (entry.action) {
    case 'request_approved':
      return `Hyväksyi ${request}${entry.details.order_number ? `, tilaus ${entry.details.order_number}` : ''}`
    case 'request_rejected':
      return `Hylkäsi ${request}: ${entry.details.reason}`
    case 'request_lines_changed':
      return `Muutti ${request} rivejä: ${entry.details.lines
        .map((l) =>
          l.to === 0
            ? `${l.name} poistettu (oli ${pieces(l.from)})`
            : l.from === 0
              ? `${l.name} lisätty ${pieces(l.to)}`
              : `${l.name} ${l.from} → ${pieces(l.to)}`,
        )
        .join('; ')}`
    case 'user_invited':
      return `Kutsui käyttäjän ${whom} (${entry.details.email}), rooli ${roleLabel(entry.details.to)}`
    case 'invitation_cancelled':
      return `Perui käyttäjän ${entry.details.name} (${entry.details.email}) kutsun`
    case 'user_role_changed':
      return `Vaihtoi käyttäjän ${whom} roolin: ${roleChange(entry.details.from, entry.details.to)}`
    case 'user_deactivated':
      return `Poisti käyttäjän ${whom} käytöstä`
    case 'user_activated':
      return `Otti käyttäjän ${whom} uudelleen käyttöön`
    case 'role_created':
      return `Loi roolin ${quoted(entry.details.name)}: ${scopes(entry.details.scope)}`
    case 'role_updated': {
      const { from, to } = entry.details
      const name = from.name === to.name ? quoted(to.name) : `${quoted(from.name)} → ${quoted(to.name)}`
      const scope = scopes(from.scope) === scopes(to.scope) ? '' : `: ${scopes(from.scope)} → ${scopes(to.scope)}`
      return `Muutti roolia ${name}${scope}`
    }
    case 'role_deleted':
      return `Poisti roolin ${quoted(entry.details.name)}`
    case 'approval_rules_changed':
      return `Muutti hyväksyntäsääntöjä: ${rulesChange(entry.details.from, entry.details.to)}`
  }
}
