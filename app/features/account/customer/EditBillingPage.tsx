import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CustomerDetailsResponseSchema } from '#contract/schemas/customer'
import { UpdateBillingRequestSchema, type UpdateBillingRequest } from '#contract/schemas/billing'
import { api, ApiRequestError } from '../../../lib/api'
import { Form } from '../../../ui/Form'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { PageHeader } from '../AccountPageStates'
import { ForbiddenNotice } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { InvoiceChannelFields } from './InvoiceChannelFields'
import { PostalAddressFields } from './PersonFields'
import { FormAlert, SubmitButton } from './FormControls'
import { customerDetailsQuery } from './queries'
import { schemaRules, useFormErrors } from './schemaForm'

const t = customerMessages.billing
const FIELDS = [
  'company',
  'street',
  'postcode',
  'city',
  'invoice_channel',
  'billing_email',
  'einvoice_address',
  'einvoice_operator',
] as const
const entries = UpdateBillingRequestSchema.pipe[0].entries
const rules = {
  company: schemaRules(entries.company),
  street: schemaRules(entries.street),
  postcode: schemaRules(entries.postcode),
  city: schemaRules(entries.city),
  einvoice_address: schemaRules(entries.einvoice_address, { optional: true }),
  einvoice_operator: schemaRules(entries.einvoice_operator, { optional: true }),
  billing_email: schemaRules(entries.billing_email, { optional: true }),
}

/**
 * spec §2 /account/edit/billing: company name, billing address, how the company receives its
 * invoices (docs/decisions/085-invoice-sending.md) and its e-invoice address. Needs the billing
 * scope (SCOPE_RULES); the loader checks it first, a 403 on save shows the same note.
 */
export function EditBillingPage({ navId }: { navId: string }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(customerDetailsQuery(navId))
  const details = data.details
  const form = useFormErrors(FIELDS)
  const [forbidden, setForbidden] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (body: UpdateBillingRequest) =>
      api('/api/customer/billing', CustomerDetailsResponseSchema, { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(customerDetailsQuery(navId).queryKey, answer)
      notify(t.saved, 'success')
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 403) setForbidden(error.message)
      else form.showFailure(error)
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = form.validBody(event.currentTarget, UpdateBillingRequestSchema)
    if (body) save.mutate(body)
  }

  if (forbidden) return <ForbiddenNotice title={t.title} message={forbidden} />
  return (
    <section>
      <PageHeader title={t.title} lead={t.lead} />
      <div ref={form.scope} className="card max-w-2xl">
        <Form onValidSubmit={onSubmit} data-testid="billing-form">
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            <TextInput
              {...form.field('company')}
              {...rules.company}
              label={t.company}
              defaultValue={details.company}
              autoComplete="organization"
              maxLength={120}
              className="sm:col-span-2"
            />
            <PostalAddressFields form={form} rules={rules} labels={t} initial={details.address} />
          </div>
          <InvoiceChannelFields
            form={form}
            initialChannel={details.invoice_channel}
            billingEmail={details.billing_email ?? ''}
            billingEmailRules={rules.billing_email}
          />
          <fieldset className="mt-2 border-t border-line pt-6">
            <legend className="section-title float-left w-full">{t.einvoice}</legend>
            <p className="clear-left mb-4 pt-1 text-sm text-ink-muted">{t.einvoiceLead}</p>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <TextInput
                {...form.field('einvoice_address')}
                {...rules.einvoice_address}
                label={t.einvoiceAddress}
                help={t.einvoiceAddressHelp}
                defaultValue={details.einvoice_address ?? ''}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={45}
              />
              <TextInput
                {...form.field('einvoice_operator')}
                {...rules.einvoice_operator}
                label={t.einvoiceOperator}
                help={t.einvoiceOperatorHelp}
                defaultValue={details.einvoice_operator ?? ''}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={24}
              />
            </div>
          </fieldset>
          <SubmitButton
            pending={save.isPending}
            label={customerMessages.common.save}
            pendingLabel={customerMessages.common.saving}
            className="mt-2"
          />
        </Form>
      </div>
    </section>
  )
}
