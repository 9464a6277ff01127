import { messages } from '../../lib/messages'
import { Logo } from './Logo'

/** The footer; the shell issue fills the block area with content blocks from Contentful. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface-alt" data-testid="site-footer">
      <div className="page-container flex flex-col gap-3 py-10">
        <Logo />
        <p className="max-w-md text-sm text-ink-muted">{messages.site.tagline}</p>
      </div>
      <div className="border-t border-line">
        <div className="page-container flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm text-ink-muted">
          <p>{messages.footer.copyright(new Date().getFullYear())}</p>
          <a href="/evasteet-ja-niiden-kayttotarkoitukset" className="link tap inline-flex items-center">
            {messages.footer.cookies}
          </a>
        </div>
      </div>
    </footer>
  )
}
