import { createFileRoute } from '@tanstack/react-router'
import { InvoiceList } from '../../../../features/account/InvoiceList'
import { messages } from '../../../../lib/messages'

export const Route = createFileRoute('/_invoice/account/invoice/')({
  head: () => ({ meta: [{ title: `${messages.account.invoices} | ${messages.site.name}` }] }),
  component: InvoiceList,
})
