import { useState } from 'react'
import type { InvoiceChannel } from '#contract/schemas/customer'
import { EmailInput } from '../../../ui/EmailInput'
import { customerMessages } from './customerMessages'
import type { useFormErrors } from './schemaForm'

const t = customerMessages.billing

const CHANNELS: { value: InvoiceChannel; title: string; text: string }[] = [
  { value: 'einvoice', title: t.channelEinvoice, text: t.channelEinvoiceText },
  { value: 'email', title: t.channelEmail, text: t.channelEmailText },
]

/**
 * How the company receives its invoices (docs/decisions/085-invoice-sending.md): as e-invoices
 * or as PDFs by e-mail, with the address they are mailed to. The choice needs what it sends to;
 * the schema says so on the field that is missing. Without a billing e-mail, invoices are mailed
 * to whoever ordered.
 */
export function InvoiceChannelFields({
  form,
  initialChannel,
  billingEmail,
  billingEmailRules,
}: {
  form: ReturnType<typeof useFormErrors>
  initialChannel: InvoiceChannel
  billingEmail: string
  billingEmailRules: object
}) {
  const [channel, setChannel] = useState(initialChannel)
  return (
    <fieldset className="mt-2 border-t border-line pt-6" data-testid="invoice-channel">
      <legend className="section-title float-left w-full">{t.channel}</legend>
      <p className="clear-left mb-4 pt-1 text-sm text-ink-muted">{t.channelLead}</p>
      <ul className="mb-4 grid gap-2 sm:grid-cols-2">
        {CHANNELS.map((option) => (
          <li key={option.value}>
            <label className="tap flex h-full cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200">
              {/* The card is the tap target; the native radio stays for keyboards and screen readers (LineShipChoice's pattern). */}
              <input
                type="radio"
                name="invoice_channel"
                value={option.value}
                checked={channel === option.value}
                onChange={() => setChannel(option.value)}
                className="peer sr-only"
                data-testid={`invoice-channel-${option.value}`}
              />
              <span
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 border-ink-muted bg-white peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:shadow-[inset_0_0_0_3px_white]"
              />
              <span>
                <span className="block font-semibold">{option.title}</span>
                <span className="block text-sm text-ink-muted">{option.text}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <EmailInput
        {...form.field('billing_email')}
        {...billingEmailRules}
        label={t.billingEmail}
        help={t.billingEmailHelp}
        defaultValue={billingEmail}
        autoComplete="off"
        className="sm:max-w-sm"
      />
    </fieldset>
  )
}
