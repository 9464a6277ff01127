import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { RegisterRequestSchema, RegisterResponseSchema, type RegisterRequest } from '#contract/schemas/customer'
import { LoginResponseSchema } from '#contract/schemas/auth'
import { api, ApiRequestError } from '../../../lib/api'
import { AppLink } from '../../../ui/AppLink'
import { Form } from '../../../ui/Form'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { startSession } from './afterLogin'
import { customerMessages } from './customerMessages'
import { ContactFields, PostalAddressFields } from './PersonFields'
import { FormAlert, SubmitButton } from './FormControls'
import { PasswordPair } from './PasswordPair'
import { schemaRules, useFormErrors } from './schemaForm'

const t = customerMessages.register
const FIELDS = [
  'company',
  'business_id',
  'firstname',
  'lastname',
  'email',
  'phone',
  'street',
  'postcode',
  'city',
  'password',
] as const
const entries = RegisterRequestSchema.entries
const rules = {
  company: schemaRules(entries.company),
  business_id: schemaRules(entries.business_id),
  firstname: schemaRules(entries.firstname),
  lastname: schemaRules(entries.lastname),
  email: schemaRules(entries.email),
  phone: schemaRules(entries.phone),
  street: schemaRules(entries.street),
  postcode: schemaRules(entries.postcode),
  city: schemaRules(entries.city),
  password: schemaRules(entries.password),
}

/**
 * spec §2 /account/register: a professional customer signs up with its Y-tunnus and contact
 * person. The answer is the same whether or not the e-mail already had an account (the mail
 * says which), so it starts no session: the page then logs in with the new password, as the
 * login page does. If that fails, the address had an account already: the mail explains.
 */
export function RegisterPage() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const form = useFormErrors(FIELDS)
  const [received, setReceived] = useState<string | null>(null)
  const register = useMutation({
    mutationFn: async (body: RegisterRequest) => {
      const { message } = await api('/api/customer/customer/register', RegisterResponseSchema, {
        method: 'POST',
        body,
      })
      const login = await api('/api/auth/login', LoginResponseSchema, {
        method: 'POST',
        body: { email: body.email, password: body.password },
      }).catch((failure: unknown) => {
        if (failure instanceof ApiRequestError && failure.status === 401) return null
        throw failure
      })
      return { message, login }
    },
    // Awaited, so the button stays pending until the home page is shown.
    onSuccess: async ({ message, login }, body) => {
      if (!login) return setReceived(message)
      const user = await startSession(queryClient, login.token.exp)
      notify(t.welcome(user?.firstname ?? body.firstname), 'register')
      await router.navigate({ href: '/', replace: true })
    },
    onError: form.showFailure,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = form.validBody(event.currentTarget, RegisterRequestSchema)
    if (body) register.mutate(body)
  }

  return (
    <div className="page-container flex justify-center py-8 sm:py-12">
      <div ref={form.scope} className="card w-full max-w-2xl sm:p-8">
        <h1 className="page-title">{t.title}</h1>
        <p className="mt-2 text-ink-muted">{t.lead}</p>
        {received ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-line bg-surface-alt px-3 py-2"
            data-testid="register-received"
          >
            {received}
          </p>
        ) : null}
        <Form className="mt-6" onValidSubmit={onSubmit} data-testid="register-form" hidden={received !== null}>
          {form.formError ? <FormAlert testId="register-error">{form.formError}</FormAlert> : null}
          <fieldset>
            <legend className="section-title mb-3">{t.company}</legend>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <TextInput
                {...form.field('company')}
                {...rules.company}
                label={t.companyName}
                autoComplete="organization"
                maxLength={120}
                className="sm:col-span-2"
              />
              <TextInput
                {...form.field('business_id')}
                {...rules.business_id}
                label={t.businessId}
                help={t.businessIdHelp}
                autoComplete="off"
                spellCheck={false}
                maxLength={9}
              />
            </div>
          </fieldset>
          <fieldset className="mt-4 border-t border-line pt-6">
            <legend className="section-title float-left mb-3 w-full">{t.contact}</legend>
            <div className="clear-left grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <ContactFields form={form} rules={rules} labels={t} />
            </div>
          </fieldset>
          <fieldset className="mt-4 border-t border-line pt-6">
            <legend className="section-title float-left mb-3 w-full">{t.address}</legend>
            <div className="clear-left grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <PostalAddressFields form={form} rules={rules} labels={t} />
            </div>
          </fieldset>
          <fieldset className="mt-4 border-t border-line pt-6">
            <legend className="section-title float-left mb-3 w-full">{t.password}</legend>
            <div className="clear-left grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <PasswordPair field={form.field('password')} rules={rules.password} label={t.password} />
            </div>
          </fieldset>
          <SubmitButton pending={register.isPending} label={t.submit} pendingLabel={t.submitting} className="mt-2" />
        </Form>
        <p className="mt-6 border-t border-line pt-4 text-sm text-ink-muted">
          {t.haveAccount}{' '}
          <AppLink href="/account/login" className="link tap inline-flex items-center">
            {t.login}
          </AppLink>
        </p>
      </div>
    </div>
  )
}
