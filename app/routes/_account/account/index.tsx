import { createFileRoute } from '@tanstack/react-router'
import { AccountOverview } from '../../../features/account/AccountOverview'
import { messages } from '../../../lib/messages'

export const Route = createFileRoute('/_account/account/')({
  head: () => ({ meta: [{ title: `${messages.nav.account} | ${messages.site.name}` }] }),
  component: AccountOverview,
})
