import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { CompanyResponseSchema, type CompanyResponse } from '#contract/schemas/company'
import { api, type ApiOptions } from '../../../lib/api'
import { notify } from '../../notifications/store'
import { customerKey } from '../customer/queries'

/** The company's users and roles (GET /api/customer/company; 403 without `permissions`). */
export const companyQuery = (navId: string) =>
  queryOptions({
    queryKey: [...customerKey(navId), 'company'],
    queryFn: () => api('/api/customer/company', CompanyResponseSchema),
  })

export interface CompanyCall {
  path: string
  method?: ApiOptions['method']
  body?: unknown
}

/** One write under /api/customer/company: every write answers the whole view, which replaces the cached one. */
export function useCompanyWrite(navId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ path, method = 'POST', body }: CompanyCall) =>
      api(`/api/customer/company${path}`, CompanyResponseSchema, {
        method,
        body: body ?? (method === 'POST' ? {} : undefined),
      }),
    onSuccess: (data: CompanyResponse) => {
      client.setQueryData(companyQuery(navId).queryKey, data)
      // The caller's own scopes may have changed with a role.
      void client.invalidateQueries({ queryKey: [...customerKey(navId), 'permissions'] })
      // Each change is a new entry of the audit trail (docs/decisions/047-audit-trail.md).
      void client.invalidateQueries({ queryKey: [...customerKey(navId), 'company', 'audit'] })
      if (data.message) notify(data.message, 'success')
    },
  })
}
