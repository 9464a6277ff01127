import { createFileRoute } from '@tanstack/react-router'
import { AccountOverview } from '../../../features/account/AccountOverview'
import { messages } from '../../../lib/messages'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_account/account/')({
  head: () => pageHead(messages.nav.account),
  component: AccountOverview,
})
