import { useSuspenseQuery } from '@tanstack/react-query'
import { Icon } from '../../../ui/Icon'
import { useStoreFormat } from '../../session/useStoreFormat'
import { PageHeader } from '../AccountPageStates'
import { approvalRulesMessages as t } from './approvalRulesMessages'
import { ApprovalRulesForm } from './ApprovalRulesForm'
import { approvalRulesQuery } from './queries'
import { RuleCard } from './RuleCard'

/**
 * spec §12 /account/approvals/rules: the company's purchase approval rules. An administrator
 * (a user with `permissions`) edits them; every other user of the company sees them read-only,
 * so they know why an order of theirs goes for approval.
 */
export function ApprovalRulesPage({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(approvalRulesQuery(navId))
  const { money, date } = useStoreFormat()
  return (
    <section data-testid="approval-rules">
      <PageHeader
        title={t.title}
        lead={data.can_edit ? t.leadAdmin : t.leadReader}
        back={{ href: '/account/approvals', label: t.back }}
      />
      <div className="flex max-w-3xl flex-col gap-4">
        <RuleCard title={t.fixedTitle} text={t.fixedText} testId="rule-requester">
          <StateBadge on label={t.fixedBadge} />
        </RuleCard>
        {data.can_edit ? (
          <ApprovalRulesForm navId={navId} rules={data.rules} />
        ) : (
          <ul aria-label={t.rulesLabel} className="flex flex-col gap-4" data-testid="approval-rules-readonly">
            <li>
              <RuleCard title={t.amountTitle} text={t.amountText} testId="rule-amount">
                <StateBadge
                  on={data.rules.amount_limit !== null}
                  label={data.rules.amount_limit === null ? t.off : t.limitIs(money(data.rules.amount_limit))}
                />
              </RuleCard>
            </li>
            <li>
              <RuleCard title={t.restrictedTitle} text={t.restrictedText} testId="rule-restricted">
                <StateBadge on={data.rules.restricted_products} label={data.rules.restricted_products ? t.on : t.off} />
              </RuleCard>
            </li>
            <li>
              <RuleCard title={t.budgetTitle} text={t.budgetText} testId="rule-budget">
                <StateBadge
                  on={data.rules.monthly_budget !== null}
                  label={data.rules.monthly_budget === null ? t.off : t.budgetIs(money(data.rules.monthly_budget))}
                />
              </RuleCard>
            </li>
          </ul>
        )}
        <p className="flex items-start gap-2 text-sm text-ink-muted">
          <Icon name="info" size="s" className="mt-0.5 shrink-0" />
          <span>
            {t.adminsExempt}
            {data.updated_at ? ` ${t.updated(date(data.updated_at), data.updated_by)}` : null}
          </span>
        </p>
      </div>
    </section>
  )
}

function StateBadge({ on, label }: { on: boolean; label: string }) {
  return (
    <span className={on ? 'badge self-start bg-success-50 text-success-900' : 'badge-neutral self-start'}>{label}</span>
  )
}
