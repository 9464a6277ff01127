import type { ReactNode } from 'react'
import { Button } from '../../ui/Button'
import { Logo } from '../layout/Logo'
import { BackLink } from './AccountPageStates'
import { ordersMessages } from './orders/ordersMessages'

/**
 * The frame of a print view (an order, an invoice): outside every layout, so no header,
 * navigation or footer is printed; the page's loading, error and 404 states show inside it too.
 */
export function PrintFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-[800px] px-4 py-6 sm:px-6 print:p-0">
      {children}
    </main>
  )
}

/**
 * A document as printed: a way back and "Tulosta" (hidden on paper), the shop's logo and what the
 * sheet is, the title, its badge and one line of facts, then the document's own parts. On paper
 * everything is black on white (UnoCSS `print:` variants).
 */
export function PrintSheet({
  testId,
  back,
  printedFrom,
  title,
  badge,
  facts,
  children,
}: {
  testId: string
  back: { href: string; label: string }
  /** The shop's name and what the sheet is ("VetTarvike – lasku"). */
  printedFrom: string
  title: string
  badge: ReactNode
  facts: ReactNode
  children: ReactNode
}) {
  return (
    <article
      className="mx-auto flex w-full max-w-[800px] flex-col gap-6 px-4 py-6 sm:px-6 print:max-w-none print:p-0 print:text-black print:[&_*]:text-black print:[&_*]:shadow-none"
      data-testid={testId}
    >
      <div className="flex flex-col gap-3 xs:flex-row xs:items-center xs:justify-between print:hidden">
        <BackLink href={back.href}>{back.label}</BackLink>
        <Button onClick={() => window.print()} data-testid="print-button">
          {ordersMessages.print}
        </Button>
      </div>

      <header className="flex flex-col gap-4 border-b border-line pb-4 print:border-black">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <Logo />
          <p className="text-sm text-ink-muted">{printedFrom}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="page-title">{title}</h1>
          {badge}
        </div>
        <p className="text-ink-muted">{facts}</p>
      </header>
      {children}
    </article>
  )
}
