import { messages } from '../../lib/messages'
import { Logo } from './Logo'

/** The footer; the shell issue fills it with content blocks from Contentful. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface-alt" data-testid="site-footer">
      <div className="page-container flex flex-col gap-2 py-8 text-sm text-ink-muted">
        <Logo />
        <p>{messages.site.tagline}</p>
      </div>
    </footer>
  )
}
