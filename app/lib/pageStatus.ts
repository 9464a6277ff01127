import { PAGE_STATUS_HEADER } from '../../contract/pageStatus'

/** Route `headers`: a page that only says "no permission" (loader data `forbidden`) is an HTTP 403. */
export const forbiddenPageHeaders = ({ loaderData }: { loaderData?: { forbidden: string | null } }) =>
  loaderData?.forbidden ? { [PAGE_STATUS_HEADER]: '403' } : undefined
