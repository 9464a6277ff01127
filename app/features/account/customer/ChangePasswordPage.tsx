import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { MessageResponseSchema } from '#contract/schemas/auth'
import { ChangePasswordRequestSchema } from '#contract/schemas/customer'
import { api } from '../../../lib/api'
import { Form } from '../../../ui/Form'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { userQuery } from '../../session/queries'
import { PageHeader } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { FormAlert, SubmitButton } from './FormControls'
import { PasswordPair } from './PasswordPair'
import { formReader, schemaRules, useFormErrors } from './schemaForm'

const t = customerMessages.password
const FIELDS = ['currentPassword', 'newPassword'] as const
const entries = ChangePasswordRequestSchema.pipe[0].entries
type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>
const currentRules = schemaRules(entries.currentPassword)
const newRules = schemaRules(entries.newPassword)

/**
 * spec §2 /account/password: the logged-in customer changes the password (current one required).
 * An invited user (spec §11: user.mustSetPassword) arrives here from the invitation's link and
 * sets a first password: no current one is asked.
 */
export function ChangePasswordPage() {
  const { data: user } = useQuery(userQuery())
  const firstPassword = user?.mustSetPassword === true
  const client = useQueryClient()
  const form = useFormErrors(FIELDS)
  // A new key empties the form after a successful change.
  const [round, setRound] = useState(0)
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api('/api/customer/password', MessageResponseSchema, { method: 'POST', body }),
    onSuccess: ({ message }) => {
      notify(message, 'success')
      setRound((n) => n + 1)
      if (firstPassword) void client.invalidateQueries({ queryKey: userQuery().queryKey })
    },
    onError: form.showFailure,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const get = formReader(event.currentTarget)
    const parsed = v.safeParse(ChangePasswordRequestSchema, {
      currentPassword: firstPassword ? undefined : get('currentPassword'),
      newPassword: get('newPassword'),
    })
    if (!parsed.success) return form.showIssues(parsed.issues)
    form.reset()
    change.mutate(parsed.output)
  }

  return (
    <section>
      <PageHeader title={firstPassword ? t.setTitle : t.title} lead={firstPassword ? t.setLead : t.lead} />
      <div ref={form.scope} className="card max-w-2xl">
        <Form key={round} onValidSubmit={onSubmit} data-testid="change-password-form">
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} hidden readOnly />
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {firstPassword ? null : (
              <TextInput
                {...form.field('currentPassword')}
                {...currentRules}
                required
                type="password"
                label={t.current}
                autoComplete="current-password"
                maxLength={200}
                className="sm:col-span-2"
              />
            )}
            <PasswordPair field={form.field('newPassword')} rules={newRules} label={t.next} />
          </div>
          <SubmitButton
            pending={change.isPending}
            label={firstPassword ? t.setSubmit : t.submit}
            pendingLabel={customerMessages.common.saving}
            className="mt-2"
          />
        </Form>
      </div>
    </section>
  )
}
