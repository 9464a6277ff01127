import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { uiMessages } from './uiMessages'
import { Icon } from './Icon'
import { useDialog, useMounted } from './useDialog'

export interface DialogFrameProps {
  open: boolean
  onClose: () => void
  title: string
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean
  /** false: no close button, Escape and overlay clicks do nothing. */
  dismissible?: boolean
  /** Sticky area under the content, e.g. the minicart's "to cart" button. */
  footer?: ReactNode
  children: ReactNode
  /** Literal UnoCSS classes from Drawer/Modal (positioning of the container and the panel). */
  containerClassName: string
  panelClassName: string
  testId?: string
}

/** The shared body of Drawer and Modal: portal, overlay, labelled panel, header with close. */
export function DialogFrame({
  open,
  onClose,
  title,
  hideTitle = false,
  dismissible = true,
  footer,
  children,
  containerClassName,
  panelClassName,
  testId,
}: DialogFrameProps) {
  const mounted = useMounted()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  useDialog({ open: open && mounted, onClose, dismissible, panelRef })
  if (!open || !mounted) return null

  return createPortal(
    <div className={`fixed inset-0 z-40 flex ${containerClassName}`}>
      <div
        className="absolute inset-0 bg-ink/50 motion-safe:animate-fade-in motion-safe:animate-duration-150"
        aria-hidden="true"
        data-testid="dialog-overlay"
        onClick={dismissible ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`relative flex flex-col bg-white shadow-xl focus:outline-none ${panelClassName}`}
      >
        <div
          className={
            hideTitle
              ? 'absolute right-2 top-2 z-1'
              : 'flex items-center justify-between gap-4 border-b border-line py-2 pl-4 pr-2 sm:pl-6'
          }
        >
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold text-ink'}>
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="icon-btn" onClick={onClose} aria-label={uiMessages.close}>
              <Icon name="close" size="m" />
            </button>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 sm:p-6">{children}</div>
        {footer ? <div className="border-t border-line bg-surface-alt p-4 sm:px-6">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  )
}
