import { createFileRoute } from '@tanstack/react-router'
import { OrderHistory } from '../../../../features/account/OrderHistory'
import { messages } from '../../../../lib/messages'

export const Route = createFileRoute('/_account/account/order/')({
  head: () => ({ meta: [{ title: `${messages.account.orders} | ${messages.site.name}` }] }),
  component: OrderHistory,
})
