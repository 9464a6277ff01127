import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { AuditTrailResponseSchema } from '#contract/schemas/auditTrail'
import { api } from '../../../lib/api'
import { customerKey } from '../customer/queries'

/** One page of the company's audit trail (GET /api/customer/company/audit; 403 without `permissions`). */
export const auditTrailQuery = (navId: string, filter: { user?: number; page: number }) =>
  queryOptions({
    queryKey: [...customerKey(navId), 'company', 'audit', filter.user ?? null, filter.page],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filter.page) })
      if (filter.user !== undefined) query.set('user', String(filter.user))
      return api(`/api/customer/company/audit?${query}`, AuditTrailResponseSchema)
    },
    placeholderData: keepPreviousData,
  })
