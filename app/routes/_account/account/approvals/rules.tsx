import { createFileRoute } from '@tanstack/react-router'
import { FormSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { ApprovalRulesPage } from '../../../../features/account/approvalRules/ApprovalRulesPage'
import { approvalRulesQuery } from '../../../../features/account/approvalRules/queries'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { pageHead } from '../../../../lib/pageHead'

/**
 * spec §12: the company's purchase approval rules. Every user of the company may read them;
 * the API answers `can_edit` for administrators (`permissions`), who get the form.
 */
export const Route = createFileRoute('/_account/account/approvals/rules')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, approvalRulesQuery),
  head: () =>
    pageHead(
      import('../../../../features/account/approvalRules/approvalRulesMessages').then(
        (m) => m.approvalRulesMessages.title,
      ),
    ),
  pendingComponent: () => <FormSkeleton fields={3} />,
  component: ApprovalRulesRoute,
})

function ApprovalRulesRoute() {
  const { navId } = Route.useLoaderData()
  return <ApprovalRulesPage navId={navId} />
}
