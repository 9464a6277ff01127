import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { api } from '../../lib/api'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { approvalsMessages as t } from './approvalsMessages'
import { requestsKey } from './queries'

/**
 * spec §12: the checkout of an approved request. The approver's cart is the request
 * (docs/decisions/041), so the page says whose request they are ordering; leaving gives the
 * approver their own cart back and keeps the request pending.
 */
export function ApprovalCheckoutBanner({
  navId,
  request,
}: {
  navId: string
  request: { id: number; requester: string }
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const cancel = useMutation({
    mutationFn: () =>
      api(`/api/purchaserequests/${request.id}/cancelApproval`, v.unknown(), { method: 'POST', body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] })
      void queryClient.invalidateQueries({ queryKey: requestsKey(navId) })
      void navigate({ to: '/account/approvals/$id', params: { id: String(request.id) } })
    },
  })
  return (
    <section
      className="flex flex-col gap-3 rounded-md border border-brand-600 bg-brand-50 px-4 py-3 text-brand-900 sm:flex-row sm:items-center"
      aria-label={t.approvingBanner(request.id, request.requester)}
      data-testid="approval-checkout-banner"
    >
      <Icon name="check" size="m" className="hidden shrink-0 sm:block" />
      <div className="flex-1">
        <p className="font-semibold">{t.approvingBanner(request.id, request.requester)}</p>
        <p className="text-sm">{t.approvingBannerNext}</p>
        {cancel.isError ? (
          <p role="alert" className="text-sm text-danger-900">
            {cancel.error.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={() => cancel.mutate()}
        disabled={cancel.isPending}
        data-testid="approval-checkout-cancel"
      >
        {cancel.isPending ? t.cancelling : t.cancelApproval}
      </Button>
    </section>
  )
}
