import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import {
  CustomerDetailsResponseSchema,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  UpdateDetailsRequestSchema,
  type UpdateDetailsRequest,
} from '#contract/schemas/customer'
import { api } from '../../../lib/api'
import { Form } from '../../../ui/Form'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { userQuery } from '../../session/queries'
import { PageHeader } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { ContactFields } from './PersonFields'
import { FormAlert, SubmitButton } from './FormControls'
import { customerDetailsQuery } from './queries'
import { formReader, schemaRules, useFormErrors } from './schemaForm'

const t = customerMessages.details
const FIELDS = ['firstname', 'lastname', 'email', 'phone', 'currentPassword'] as const
const entries = UpdateDetailsRequestSchema.entries
const rules = {
  firstname: schemaRules(entries.firstname),
  lastname: schemaRules(entries.lastname),
  email: schemaRules(entries.email),
  phone: schemaRules(entries.phone),
}

/**
 * spec §2 /account/edit/details: the contact person's name, e-mail and phone. The e-mail is the
 * login name, so a new one needs the current password (the server checks it too).
 */
export function EditDetailsPage({ navId }: { navId: string }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(customerDetailsQuery(navId))
  const details = data.details
  const form = useFormErrors(FIELDS)
  // A new key empties the password field after a save (the other fields show the saved values).
  const [round, setRound] = useState(0)
  const save = useMutation({
    mutationFn: (body: UpdateDetailsRequest) =>
      api('/api/customer/details', CustomerDetailsResponseSchema, { method: 'POST', body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(customerDetailsQuery(navId).queryKey, answer)
      notify(t.saved, 'success')
      setRound((n) => n + 1)
      // The header's initials and the overview show the name and e-mail.
      await queryClient.invalidateQueries({ queryKey: userQuery().queryKey })
    },
    onError: form.showFailure,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const get = formReader(event.currentTarget)
    const parsed = v.safeParse(UpdateDetailsRequestSchema, Object.fromEntries(FIELDS.map((n) => [n, get(n)])))
    if (!parsed.success) return form.showIssues(parsed.issues)
    const { currentPassword, ...rest } = parsed.output
    const emailChanges = rest.email.toLowerCase() !== details.email.toLowerCase()
    if (emailChanges && !currentPassword) {
      return form.showFields({ currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD }, EMAIL_CHANGE_NEEDS_PASSWORD)
    }
    form.reset()
    save.mutate(emailChanges ? { ...rest, currentPassword } : rest)
  }

  const company = [
    { term: t.company, value: details.company },
    { term: t.businessId, value: details.business_id },
    { term: t.customerNumber, value: details.nav_id },
  ]
  return (
    <section>
      <PageHeader title={t.title} lead={t.lead} />
      <div ref={form.scope} className="card max-w-2xl">
        <dl className="mb-6 grid gap-x-6 gap-y-3 border-b border-line pb-6 sm:grid-cols-3">
          {company.map((item) => (
            <div key={item.term} className="min-w-0">
              <dt className="text-sm text-ink-muted">{item.term}</dt>
              <dd className="mt-0.5 break-words font-semibold text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
        <Form key={round} onValidSubmit={onSubmit} data-testid="details-form">
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            <ContactFields form={form} rules={rules} labels={t} initial={details} />
            <TextInput
              {...form.field('currentPassword')}
              type="password"
              label={t.currentPassword}
              help={t.currentPasswordHelp}
              autoComplete="current-password"
              maxLength={200}
              className="sm:col-span-2"
            />
          </div>
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
