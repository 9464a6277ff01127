import { queryOptions } from '@tanstack/react-query'
import { ApprovalRulesResponseSchema } from '#contract/schemas/approvalRules'
import { api } from '../../../lib/api'

/** The company's approval rules (GET /api/customer/company/approvalRules); per-user key: can_edit is the caller's. */
export const approvalRulesQuery = (navId: string) =>
  queryOptions({
    queryKey: ['customer', navId, 'approvalRules'],
    queryFn: () => api('/api/customer/company/approvalRules', ApprovalRulesResponseSchema),
  })
