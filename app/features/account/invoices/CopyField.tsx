import { useEffect, useId, useState } from 'react'
import { Icon } from '../../../ui/Icon'
import { invoicesMessages } from './invoicesMessages'

/**
 * A long code (the 54-digit bank barcode) in monospace with a "Kopioi" button. The code wraps
 * on phones and selects as a whole on tap, so copying by hand works when the clipboard does not.
 */
export function CopyField({ label, value, help }: { label: string; value: string; help?: string }) {
  const id = useId()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state !== 'copied') return
    const timer = window.setTimeout(() => setState('idle'), 2500)
    return () => window.clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <div>
      <p id={`${id}-label`} className="text-sm text-ink-muted">
        {label}
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <code
          aria-labelledby={`${id}-label`}
          className="block min-w-0 flex-1 select-all break-all rounded-md border border-line-strong bg-surface-alt px-3 py-2 font-mono text-sm leading-relaxed text-ink"
          data-testid="invoice-barcode"
        >
          {value}
        </code>
        <button
          type="button"
          className="btn-secondary shrink-0 print:hidden"
          onClick={() => void copy()}
          data-testid="copy-barcode"
        >
          {state === 'copied' ? <Icon name="check" size="s" /> : null}
          {state === 'copied' ? invoicesMessages.copied : invoicesMessages.copy}
        </button>
      </div>
      <p className={state === 'failed' ? 'field-error' : 'field-help'} role={state === 'failed' ? 'alert' : undefined}>
        {state === 'failed' ? invoicesMessages.copyFailed : help}
      </p>
      <span className="sr-only" aria-live="polite">
        {state === 'copied' ? invoicesMessages.copied : ''}
      </span>
    </div>
  )
}
