import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { CompanyResponse } from '#contract/schemas/company'
import { InviteUserRequestSchema } from '#contract/schemas/company'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { EmailInput } from '../../../ui/EmailInput'
import { TextInput } from '../../../ui/TextInput'
import { FormAlert, SubmitButton } from '../customer/FormControls'
import { formReader, useFormErrors } from '../customer/schemaForm'
import { companyMessages as t } from './companyMessages'
import { useCompanyWrite } from './queries'
import { choiceBody, RoleChoice, type Choice } from './RoleChoice'

const FIELDS = ['email', 'firstname', 'lastname', 'role'] as const

/**
 * Invites a user by e-mail (docs/decisions/040-company-users-and-roles.md): the invitee gets a login link and sets a password. A
 * company awaiting approval cannot invite yet (docs/decisions/045-invitations-and-company-approval.md): the page says so instead of
 * offering a form the backend would refuse.
 */
export function InviteUserForm({ navId, company }: { navId: string; company: CompanyResponse }) {
  if (company.company.awaitingApproval) {
    return (
      <section aria-labelledby="invite-title" className="mt-8" data-testid="invite-awaiting-approval">
        <h2 id="invite-title" className="text-xl font-semibold text-ink">
          {t.inviteTitle}
        </h2>
        <p className="mt-2 flex max-w-2xl items-start gap-2">
          <Icon name="info" size="s" className="mt-1" />
          <span>{t.inviteAwaitingApproval}</span>
        </p>
      </section>
    )
  }
  return <InvitationForm navId={navId} company={company} />
}

function InvitationForm({ navId, company }: { navId: string; company: CompanyResponse }) {
  const form = useFormErrors(FIELDS)
  const [choice, setChoice] = useState<Choice>({ value: 'requester', scope: [] })
  const [round, setRound] = useState(0)
  const invite = useCompanyWrite(navId)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const get = formReader(event.currentTarget)
    const parsed = v.safeParse(InviteUserRequestSchema, {
      email: get('email'),
      firstname: get('firstname'),
      lastname: get('lastname'),
      ...choiceBody(choice),
    })
    if (!parsed.success) return form.showIssues(parsed.issues)
    form.reset()
    invite.mutate(
      { path: '/users', body: parsed.output },
      {
        onSuccess: () => {
          setRound((n) => n + 1)
          setChoice({ value: 'requester', scope: [] })
        },
        onError: form.showFailure,
      },
    )
  }

  return (
    <section aria-labelledby="invite-title" className="mt-8">
      <h2 id="invite-title" className="text-xl font-semibold text-ink">
        {t.inviteTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.inviteLead}</p>
      <div ref={form.scope} className="card mt-4 max-w-2xl">
        <Form key={round} onValidSubmit={onSubmit} data-testid="invite-form">
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            <EmailInput
              {...form.field('email')}
              label={t.email}
              autoComplete="off"
              required
              className="sm:col-span-2"
            />
            <TextInput {...form.field('firstname')} label={t.firstname} autoComplete="off" required maxLength={60} />
            <TextInput {...form.field('lastname')} label={t.lastname} autoComplete="off" required maxLength={60} />
            <div className="sm:col-span-2">
              <span className="mb-1 block text-sm font-semibold text-ink" aria-hidden="true">
                {t.role}
              </span>
              <RoleChoice label={t.role} company={company} choice={choice} onChange={setChoice} testId="invite-role" />
              {form.field('role').error ? (
                <p className="mt-1 text-sm text-danger-700" role="alert">
                  {form.field('role').error}
                </p>
              ) : null}
            </div>
          </div>
          <SubmitButton pending={invite.isPending} label={t.invite} pendingLabel={t.inviting} className="mt-4" />
        </Form>
      </div>
    </section>
  )
}
