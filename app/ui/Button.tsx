import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** spec §5: a button is only ever `button` or `submit`. */
  type?: 'button' | 'submit'
  variant?: Variant
}

export function Button({ type = 'button', variant = 'primary', className = '', ...rest }: ButtonProps) {
  const safeType = type === 'submit' ? 'submit' : 'button'
  return <button type={safeType} className={`btn-${variant} ${className}`} {...rest} />
}
