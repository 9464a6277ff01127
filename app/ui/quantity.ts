/** spec §5 / §9: quantities are whole numbers from 1 to 999 unless a product says otherwise. */
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 999

export interface QuantityBounds {
  min: number
  max: number
}

export const DEFAULT_QUANTITY_BOUNDS: QuantityBounds = { min: QUANTITY_MIN, max: QUANTITY_MAX }

/** Whole-number bounds with min ≤ max; anything unusable falls back to 1..999. */
export function quantityBounds(min: number = QUANTITY_MIN, max: number = QUANTITY_MAX): QuantityBounds {
  const lo = Number.isFinite(min) ? Math.max(1, Math.ceil(min)) : QUANTITY_MIN
  const hi = Number.isFinite(max) ? Math.floor(max) : QUANTITY_MAX
  return hi >= lo ? { min: lo, max: hi } : { min: lo, max: lo }
}

/** Clamps a quantity into the bounds; a non-number becomes the minimum. */
export function clampQuantity(value: number, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): number {
  if (!Number.isFinite(value)) return bounds.min
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)))
}

/** spec §5: the step buttons clamp (999 + 1 stays 999, 1 − 1 stays 1). */
export function stepQuantity(current: number, step: number, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): number {
  return clampQuantity(clampQuantity(current, bounds) + step, bounds)
}

/**
 * spec §5, a typed change: empty or 0 is ignored (`null`: keep the current quantity); a
 * non-number or a value under the minimum resets to the minimum; above the maximum resets
 * to the maximum. Decimals are cut to whole numbers.
 */
export function resolveQuantityChange(
  raw: string | number,
  bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS,
): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw.trim()
  if (text === '') return null
  const value = Number(text)
  if (value === 0) return null
  if (Number.isNaN(value)) return bounds.min
  return clampQuantity(value, bounds)
}

export function canDecrease(current: number, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): boolean {
  return clampQuantity(current, bounds) > bounds.min
}

export function canIncrease(current: number, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): boolean {
  return clampQuantity(current, bounds) < bounds.max
}
