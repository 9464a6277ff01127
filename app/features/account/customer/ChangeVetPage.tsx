import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  ChangeVetCreatedResponseSchema,
  ChangeVetRequestSchema,
  MAX_PENDING_VET_CHANGES,
  todayInFinland,
  type ChangeVetRequest,
} from '#contract/schemas/customer'
import { api, ApiRequestError } from '../../../lib/api'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { PageHeader } from '../AccountPageStates'
import { ForbiddenNotice } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { DateInput, FormAlert, SubmitButton, TextArea } from './FormControls'
import { changeVetQuery } from './queries'
import { schemaRules, useFormErrors } from './schemaForm'
import { VetRequestList } from './VetRequestList'

const t = customerMessages.changevet
const FIELDS = ['newVetName', 'licenceNumber', 'startDate', 'message'] as const
const entries = ChangeVetRequestSchema.entries
const rules = {
  newVetName: schemaRules(entries.newVetName),
  licenceNumber: schemaRules(entries.licenceNumber),
  startDate: schemaRules(entries.startDate),
  message: schemaRules(entries.message, { optional: true }),
}

/**
 * spec §2 /account/changevet: the clinic's responsible veterinarian, a change request and the
 * earlier requests. Needs the changevet scope (SCOPE_RULES); a 403 shows the "no permission" note.
 */
export function ChangeVetPage({ navId }: { navId: string }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(changeVetQuery(navId))
  const form = useFormErrors(FIELDS)
  const [forbidden, setForbidden] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const send = useMutation({
    mutationFn: (body: ChangeVetRequest) =>
      api('/api/customer/changevet', ChangeVetCreatedResponseSchema, { method: 'POST', body }),
    onSuccess: ({ message, ...state }) => {
      queryClient.setQueryData(changeVetQuery(navId).queryKey, state)
      notify(message || t.sent, 'success')
      setRound((n) => n + 1)
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 403) setForbidden(error.message)
      else form.showFailure(error)
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = form.validBody(event.currentTarget, ChangeVetRequestSchema)
    if (body) send.mutate(body)
  }

  if (forbidden) return <ForbiddenNotice title={t.title} message={forbidden} />
  const pending = data.requests.filter((request) => request.status === 'pending').length
  const tooMany = pending >= MAX_PENDING_VET_CHANGES
  return (
    <section>
      <PageHeader title={t.title} lead={t.lead} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <div className="card flex items-start gap-4" data-testid="changevet-current">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="user" size="m" />
            </span>
            <div className="min-w-0">
              <h2 className="text-sm text-ink-muted">{t.current}</h2>
              {data.current ? (
                <>
                  <p className="mt-0.5 break-words text-lg font-semibold text-ink">{data.current.name}</p>
                  <p className="text-sm text-ink-muted">
                    {t.licence} {data.current.licence_number}
                  </p>
                </>
              ) : (
                <p className="mt-0.5 text-ink">{t.noCurrent}</p>
              )}
            </div>
          </div>
          <div ref={form.scope} className="card">
            <h2 className="section-title mb-4">{t.formTitle}</h2>
            {tooMany ? (
              <p className="flex items-start gap-2 rounded-md bg-warn-50 px-3 py-2 text-sm text-warn-900">
                <Icon name="info" size="s" className="mt-0.5" />
                {t.tooMany(MAX_PENDING_VET_CHANGES)}
              </p>
            ) : (
              <Form key={round} onValidSubmit={onSubmit} data-testid="changevet-form">
                {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
                <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
                  <TextInput
                    {...form.field('newVetName')}
                    {...rules.newVetName}
                    label={t.newVetName}
                    autoComplete="off"
                    maxLength={120}
                    className="sm:col-span-2"
                  />
                  <TextInput
                    {...form.field('licenceNumber')}
                    {...rules.licenceNumber}
                    label={t.licenceNumber}
                    help={t.licenceHelp}
                    autoComplete="off"
                    inputMode="numeric"
                    maxLength={12}
                  />
                  <DateInput
                    {...form.field('startDate')}
                    {...rules.startDate}
                    label={t.startDate}
                    min={todayInFinland()}
                  />
                  <TextArea
                    {...form.field('message')}
                    {...rules.message}
                    label={`${t.message} ${customerMessages.common.optional}`}
                    help={t.messageHelp}
                    maxLength={1000}
                    className="sm:col-span-2"
                  />
                </div>
                <SubmitButton
                  pending={send.isPending}
                  label={t.submit}
                  pendingLabel={customerMessages.common.sending}
                  className="mt-2"
                />
              </Form>
            )}
          </div>
        </div>
        <VetRequestList requests={data.requests} />
      </div>
    </section>
  )
}
