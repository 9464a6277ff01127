import { useState, type MouseEvent } from 'react'
import { ApiRequestError } from '../../../lib/api'
import { apiFile } from '../../../lib/apiFile'
import { Icon } from '../../../ui/Icon'
import { notify } from '../../notifications/store'
import { invoicesMessages } from './invoicesMessages'

const FORMATS = ['finvoice', 'peppol'] as const
type Format = (typeof FORMATS)[number]

/** Saves the bytes under the file name, through a link the page never shows. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The bookkeeper's file for the accounting system, in either Finnish format
 * (docs/decisions/084-einvoices.md). The links work without JavaScript; with it, the file is
 * fetched first, so an error (the seller's details not configured, a lost session) shows its
 * message instead of being saved as an .xml file.
 */
export function EInvoiceDownloads({ invoiceNumber }: { invoiceNumber: string }) {
  const [pending, setPending] = useState<Format | null>(null)
  const href = (format: Format) => `/api/customer/invoices/${encodeURIComponent(invoiceNumber)}/${format}.xml`

  async function download(event: MouseEvent<HTMLAnchorElement>, format: Format) {
    // A new tab or window, or a saved link: the browser's own way.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (pending) return
    setPending(format)
    try {
      save(await apiFile(href(format), 'application/xml'), `${invoiceNumber}-${format}.xml`)
    } catch (error) {
      notify(error instanceof ApiRequestError ? error.message : invoicesMessages.downloadFailed, 'error')
    } finally {
      setPending(null)
    }
  }

  return FORMATS.map((format) => (
    <a
      key={format}
      href={href(format)}
      download
      onClick={(event) => void download(event, format)}
      aria-busy={pending === format}
      className="btn-secondary"
      data-testid={`invoice-download-${format}`}
    >
      <Icon name="download" size="s" />
      {invoicesMessages.download[format]}
    </a>
  ))
}
