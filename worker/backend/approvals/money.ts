const NBSP = '\u00a0'

/** 61240 → "612,40 €", 100000 → "1 000,00 €" (no-break spaces), as the shop's pages print money. */
export function euroText(cents: number): string {
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}${whole},${fraction}${NBSP}€`
}
