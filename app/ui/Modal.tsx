import type { ReactNode } from 'react'
import { DialogFrame } from './DialogFrame'

/** Dialog widths in px; spec §2: the cookie-consent modal is 450 px wide. */
export type ModalWidth = 450 | 560 | 720

const WIDTH: Record<ModalWidth, string> = {
  450: 'max-w-[450px]',
  560: 'max-w-[560px]',
  720: 'max-w-[720px]',
}

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  width?: ModalWidth
  /** false for dialogs that need an answer: no close button, Escape and the overlay do nothing. */
  dismissible?: boolean
  hideTitle?: boolean
  footer?: ReactNode
  children: ReactNode
  testId?: string
}

/**
 * A centred dialog: role=dialog with aria-modal, focus kept inside, Escape and a click on
 * the overlay close it (when dismissible), the page behind does not scroll.
 */
export function Modal({ width = 560, ...props }: ModalProps) {
  return (
    <DialogFrame
      {...props}
      containerClassName="items-center justify-center p-4"
      panelClassName={`max-h-[calc(100dvh-2rem)] w-full ${WIDTH[width]} rounded-lg motion-safe:animate-fade-in motion-safe:animate-duration-150`}
    />
  )
}
