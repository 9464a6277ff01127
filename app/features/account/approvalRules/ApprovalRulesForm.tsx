import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import {
  ApprovalRulesResponseSchema,
  euroInputValue,
  parseEuroInput,
  SaveApprovalRulesRequestSchema,
  type ApprovalRules,
  type SaveApprovalRulesRequest,
} from '#contract/schemas/approvalRules'
import { api, ApiRequestError } from '../../../lib/api'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { ForbiddenNotice } from '../AccountPageStates'
import { FormAlert, SubmitButton } from '../customer/FormControls'
import { approvalRulesMessages as t } from './approvalRulesMessages'
import { approvalRulesQuery } from './queries'
import { RuleCard } from './RuleCard'

type AmountField = 'amount_limit' | 'monthly_budget'

/**
 * The message of an amount as typed (decimal comma allowed), by the very schema the API
 * validates with, so the browser says what the server would.
 */
function amountMessage(field: AmountField, text: string, missing: string): string | null {
  const euros = parseEuroInput(text)
  if (euros === undefined) return t.notAnAmount
  if (euros === null) return missing
  const parsed = v.safeParse(SaveApprovalRulesRequestSchema.entries[field], euros)
  return parsed.success ? null : (parsed.issues[0]?.message ?? t.notAnAmount)
}

/** The administrator's form: every rule at once, saved with PUT (spec §12). */
export function ApprovalRulesForm({ navId, rules }: { navId: string; rules: ApprovalRules }) {
  const queryClient = useQueryClient()
  const [amountOn, setAmountOn] = useState(rules.amount_limit !== null)
  const [amount, setAmount] = useState(euroInputValue(rules.amount_limit))
  const [restricted, setRestricted] = useState(rules.restricted_products)
  const [budgetOn, setBudgetOn] = useState(rules.monthly_budget !== null)
  const [budget, setBudget] = useState(euroInputValue(rules.monthly_budget))
  const [forbidden, setForbidden] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (body: SaveApprovalRulesRequest) =>
      api('/api/customer/company/approvalRules', ApprovalRulesResponseSchema, { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(approvalRulesQuery(navId).queryKey, answer)
      notify(t.saved, 'success')
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 403) setForbidden(error.message)
    },
  })
  const serverFields = save.error instanceof ApiRequestError ? save.error.fields : {}

  function submit() {
    save.mutate({
      amount_limit: amountOn ? (parseEuroInput(amount) ?? null) : null,
      restricted_products: restricted,
      monthly_budget: budgetOn ? (parseEuroInput(budget) ?? null) : null,
    })
  }

  if (forbidden) return <ForbiddenNotice title={t.title} message={forbidden} />
  const onField = Object.keys(serverFields).some((name) => name === 'amount_limit' || name === 'monthly_budget')
  return (
    <Form onValidSubmit={submit} className="flex flex-col gap-4" data-testid="approval-rules-form">
      {save.isError ? <FormAlert>{onField ? t.checkFields : save.error.message || t.failed}</FormAlert> : null}
      <RuleCard title={t.amountTitle} text={t.amountText} testId="rule-amount">
        <Toggle name="amount_on" checked={amountOn} onChange={setAmountOn} label={t.amountTitle} />
        {amountOn ? (
          <TextInput
            name="amount_limit"
            label={t.amountLabel}
            help={t.amountHelp}
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            requiredMessage={t.amountMissing}
            validate={(text) => amountMessage('amount_limit', text, t.amountMissing)}
            error={serverFields.amount_limit}
            className="sm:max-w-xs"
          />
        ) : null}
      </RuleCard>
      <RuleCard title={t.restrictedTitle} text={t.restrictedText} testId="rule-restricted">
        <Toggle name="restricted_products" checked={restricted} onChange={setRestricted} label={t.restrictedTitle} />
      </RuleCard>
      <RuleCard title={t.budgetTitle} text={t.budgetText} testId="rule-budget">
        <Toggle name="budget_on" checked={budgetOn} onChange={setBudgetOn} label={t.budgetTitle} />
        {budgetOn ? (
          <TextInput
            name="monthly_budget"
            label={t.budgetLabel}
            help={t.budgetHelp}
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            value={budget}
            onChange={(event) => setBudget(event.target.value)}
            required
            requiredMessage={t.budgetMissing}
            validate={(text) => amountMessage('monthly_budget', text, t.budgetMissing)}
            error={serverFields.monthly_budget}
            className="sm:max-w-xs"
          />
        ) : null}
      </RuleCard>
      <SubmitButton pending={save.isPending} label={t.save} pendingLabel={t.saving} className="self-start" />
    </Form>
  )
}

/**
 * A rule's on/off switch. The label is the 44 px tap target; the native checkbox inside is
 * visually hidden (still focused and read as a checkbox) and drawn as the box beside the text;
 * its name starts with the visible "Käytössä" and says which rule it switches.
 */
function Toggle({
  name,
  checked,
  onChange,
  label,
}: {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
}) {
  return (
    <label className="tap relative flex cursor-pointer items-center gap-3 self-start rounded-md border border-line px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
        aria-label={`${t.on}: ${label}`}
      />
      <span
        aria-hidden="true"
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 border-ink-muted bg-white text-white peer-checked:border-brand-700 peer-checked:bg-brand-700"
      >
        {checked ? <Icon name="check" size="s" /> : null}
      </span>
      <span className="font-semibold text-ink">{t.on}</span>
    </label>
  )
}
