import type { OrderStatus } from '#contract/schemas/orders'
import { Badge, type BadgeTone } from '../../../ui/Badge'
import { ordersMessages } from './ordersMessages'

const ORDER_TONE: Record<OrderStatus, BadgeTone> = {
  received: 'neutral',
  processing: 'progress',
  shipped: 'progress',
  delivered: 'done',
  cancelled: 'danger',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONE[status]}>{ordersMessages.statuses[status]}</Badge>
}
