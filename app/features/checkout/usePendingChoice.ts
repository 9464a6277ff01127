import { useState } from 'react'

/**
 * The option a radio group shows while the server confirms a choice (shipping and payment
 * method). The clicked option is held in React state from the click itself: the mutation's
 * pending state only arrives a tick later (TanStack Query batches its notifications), and in
 * that tick React puts the controlled radio back to the old value, so on a busy phone the click
 * seemed not to take. Once the request settles, the cart answer (stored on success) or the old
 * value (after a failure) shows again.
 */
export function usePendingChoice<T>(
  confirmed: T | null,
  send: (value: T, callbacks: { onSettled: () => void }) => void,
): { shown: T | null; choose: (value: T) => void } {
  const [clicked, setClicked] = useState<T | null>(null)
  return {
    shown: clicked ?? confirmed,
    choose: (value) => {
      setClicked(value)
      // Only the latest click clears itself: an older answer must not hide a newer choice.
      send(value, { onSettled: () => setClicked((current) => (current === value ? null : current)) })
    },
  }
}
