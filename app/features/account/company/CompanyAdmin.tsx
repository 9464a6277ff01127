import { useQuery } from '@tanstack/react-query'
import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import { Spinner } from '../../../ui/Spinner'
import { FormAlert } from '../customer/FormControls'
import { AuditTrail } from './AuditTrail'
import { companyMessages as t } from './companyMessages'
import { CompanyUsers } from './CompanyUsers'
import { CustomRoles } from './CustomRoles'
import { InviteUserForm } from './InviteUserForm'
import { companyQuery } from './queries'

/**
 * The administrator's part of /account/permissions (docs/decisions/040-company-users-and-roles.md): the company's users and their
 * roles, the invitation and the custom roles, the way to the approval rules, and the audit trail.
 */
export function CompanyAdmin({ navId }: { navId: string }) {
  const { data, error, isPending } = useQuery(companyQuery(navId))
  return (
    <div data-testid="company-admin">
      <p className="mt-6 flex items-start gap-2">
        <Icon name="info" size="s" className="mt-1" />
        <span>
          <AppLink href="/account/approvals/rules" className="font-semibold text-brand-700 underline">
            {t.approvalRules}
          </AppLink>
          <span className="block text-sm text-ink-muted">{t.approvalRulesLead}</span>
        </span>
      </p>
      {isPending ? (
        <div className="mt-8">
          <Spinner size="m" label={t.loading} />
        </div>
      ) : error ? (
        <div className="mt-8">
          <FormAlert>{error.message}</FormAlert>
        </div>
      ) : (
        <>
          <CompanyUsers navId={navId} company={data} />
          <InviteUserForm navId={navId} company={data} />
          <CustomRoles navId={navId} company={data} />
          <AuditTrail navId={navId} company={data} />
        </>
      )}
    </div>
  )
}
