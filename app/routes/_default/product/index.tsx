import { createFileRoute, redirect } from '@tanstack/react-router'
import { ALL_PRODUCTS_PATH } from '#contract/schemas/catalogParams'

/** docs/decisions/011-catalogue-input-and-audience.md: /product without a slug goes to all products. */
export const Route = createFileRoute('/_default/product/')({
  beforeLoad: () => {
    throw redirect({ href: `/category/${ALL_PRODUCTS_PATH}`, statusCode: 301 })
  },
})
