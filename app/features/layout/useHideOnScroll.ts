import { useEffect, useState } from 'react'

/** spec §2: the header hides on scroll down and shows again on scroll up (up-tolerance 2 px). */
export const UP_TOLERANCE = 2

export function nextHeaderVisibility(visible: boolean, lastY: number, y: number, headerHeight: number): boolean {
  if (y <= headerHeight) return true
  if (y > lastY) return false
  if (lastY - y > UP_TOLERANCE) return true
  return visible
}

export function useHideOnScroll(headerHeight = 64): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    let lastY = window.scrollY
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const y = window.scrollY
        // The updater may run later, at render: give it this scroll's values, not the variable.
        const previousY = lastY
        setVisible((v) => nextHeaderVisibility(v, previousY, y, headerHeight))
        lastY = y
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [headerHeight])
  return visible
}
