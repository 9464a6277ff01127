import type { ButtonHTMLAttributes } from 'react'

/** Full class names, so UnoCSS finds every variant (it cannot see `btn-${variant}`). */
const VARIANT = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  danger: 'btn-danger',
} as const

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** spec §5: a button is only ever `button` or `submit`. */
  type?: 'button' | 'submit'
  variant?: keyof typeof VARIANT
}

export function Button({ type = 'button', variant = 'primary', className = '', ...rest }: ButtonProps) {
  const safeType = type === 'submit' ? 'submit' : 'button'
  return <button type={safeType} className={`${VARIANT[variant]} ${className}`} {...rest} />
}
