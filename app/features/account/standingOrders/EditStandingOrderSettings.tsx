import { useQuery } from '@tanstack/react-query'
import type { StandingOrderDetail } from '#contract/schemas/standingOrders'
import { Spinner } from '../../../ui/Spinner'
import { addressBookQuery } from '../customer/queries'
import { useUpdateStandingOrder } from './mutations'
import { StandingOrderForm } from './StandingOrderForm'
import { standingOrdersMessages as m } from './standingOrdersMessages'

/**
 * The owner changes a standing order's name, schedule, reference, address or method
 * (docs/decisions/079-standing-orders.md), in place on its page: the address book is read when the
 * form opens.
 */
export function EditStandingOrderSettings({
  navId,
  so,
  onDone,
}: {
  navId: string
  so: StandingOrderDetail
  onDone: () => void
}) {
  const addresses = useQuery(addressBookQuery(navId))
  const update = useUpdateStandingOrder(navId, so.id)
  if (!addresses.data) return <Spinner size="m" label={m.saving} />
  return (
    <div className="flex flex-col gap-2" data-testid="standing-settings">
      <p className="text-sm text-ink-muted">{m.editLead}</p>
      <StandingOrderForm
        addresses={addresses.data.addresses}
        existing={so}
        initialName={so.name}
        submitLabel={m.save}
        pending={update.isPending}
        error={update.error}
        onSubmit={(settings) => update.mutate(settings, { onSuccess: onDone })}
      />
    </div>
  )
}
