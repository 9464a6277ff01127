import type { ReactNode } from 'react'
import { DialogFrame } from './DialogFrame'

/** Panel widths in px; spec §9: the cart drawer is at most 480 px. */
export type DrawerWidth = 320 | 400 | 480 | 640

const WIDTH: Record<DrawerWidth, string> = {
  320: 'max-w-[320px]',
  400: 'max-w-[400px]',
  480: 'max-w-[480px]',
  640: 'max-w-[640px]',
}

const SIDE = {
  right: { container: 'justify-end', panel: 'motion-safe:animate-slide-in-right' },
  left: { container: 'justify-start', panel: 'motion-safe:animate-slide-in-left' },
} as const

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title: string
  side?: keyof typeof SIDE
  /** Defaults to 480 px (spec §2 minicart); on phones the drawer takes the full width. */
  maxWidth?: DrawerWidth
  hideTitle?: boolean
  footer?: ReactNode
  children: ReactNode
  testId?: string
}

/**
 * A side panel over the page (minicart, mobile menu): role=dialog with aria-modal, focus
 * kept inside, Escape and a click on the dimmed overlay close it, the page does not scroll.
 */
export function Drawer({ side = 'right', maxWidth = 480, ...props }: DrawerProps) {
  return (
    <DialogFrame
      {...props}
      containerClassName={SIDE[side].container}
      panelClassName={`h-full w-full ${WIDTH[maxWidth]} motion-safe:animate-duration-200 ${SIDE[side].panel}`}
    />
  )
}
