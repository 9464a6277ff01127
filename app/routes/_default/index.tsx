import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'
import { storeConfigQuery } from '../../features/session/queries'

export const Route = createFileRoute('/_default/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(storeConfigQuery()),
  component: HomePage,
})
