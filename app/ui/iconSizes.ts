/** spec §9: icon sizes from xxs 8 px up to xxxxl 64 px. */
export const ICON_SIZES = {
  xxs: 8,
  xs: 12,
  s: 16,
  m: 24,
  l: 32,
  xl: 40,
  xxl: 48,
  xxxl: 56,
  xxxxl: 64,
} as const
export type IconSize = keyof typeof ICON_SIZES
