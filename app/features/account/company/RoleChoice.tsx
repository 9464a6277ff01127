import { ASSIGNABLE_SCOPES, type AssignableScope } from '#contract/companyRoles'
import type { CompanyResponse } from '#contract/schemas/company'
import { SCOPE_INFO } from '#contract/schemas/customer'
import { Icon } from '../../../ui/Icon'
import { companyMessages as t } from './companyMessages'

/**
 * A role choice (spec §11): a ready role, one of the company's custom roles, or "Omat oikeudet"
 * (the user's own scopes, as checkboxes). Encoded in one select value: 'admin' | 'buyer' |
 * 'requester' | 'role:<id>' | 'own'.
 */
export interface Choice {
  value: string
  scope: AssignableScope[]
}

export const choiceOf = (user: { role: string; customRoleId: number | null; scope: readonly string[] }): Choice => ({
  value: user.role !== 'custom' ? user.role : user.customRoleId !== null ? `role:${user.customRoleId}` : 'own',
  scope: ASSIGNABLE_SCOPES.filter((s) => user.scope.includes(s)),
})

/** The request body of a choice (contract/schemas/company.ts ChangeUserRoleRequestSchema). */
export function choiceBody(choice: Choice) {
  if (choice.value === 'own') return { role: 'custom', scope: choice.scope }
  if (choice.value.startsWith('role:')) return { role: 'custom', customRoleId: Number(choice.value.slice(5)) }
  return { role: choice.value }
}

export function ScopeCheckboxes({
  legend,
  value,
  onChange,
  disabled,
  testId,
}: {
  legend: string
  value: readonly AssignableScope[]
  onChange: (scope: AssignableScope[]) => void
  disabled?: boolean
  testId?: string
}) {
  return (
    <fieldset className="mt-2" data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {ASSIGNABLE_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={value.includes(scope)}
              disabled={disabled}
              onChange={(e) =>
                onChange(ASSIGNABLE_SCOPES.filter((s) => (s === scope ? e.target.checked : value.includes(s))))
              }
            />
            {SCOPE_INFO[scope].label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function RoleChoice({
  label,
  company,
  choice,
  onChange,
  disabled,
  testId,
}: {
  label: string
  company: CompanyResponse
  choice: Choice
  onChange: (choice: Choice) => void
  disabled?: boolean
  testId?: string
}) {
  return (
    <div>
      <label className="sr-only" htmlFor={`${testId}-select`}>
        {label}
      </label>
      {/* The shop's select: a border and a chevron, and wide enough for the longest role name. */}
      <div className="relative">
        <select
          id={`${testId}-select`}
          className="field-select w-full md:min-w-56"
          value={choice.value}
          disabled={disabled}
          data-testid={testId}
          onChange={(e) => onChange({ ...choice, value: e.target.value })}
        >
          {company.readyRoles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
          {company.customRoles.length > 0 ? (
            <optgroup label={t.customRoleGroup}>
              {company.customRoles.map((r) => (
                <option key={r.id} value={`role:${r.id}`}>
                  {r.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <option value="own">{t.ownScopes}</option>
        </select>
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-muted">
          <Icon name="chevron-down" size="s" />
        </span>
      </div>
      {choice.value === 'own' ? (
        <ScopeCheckboxes
          legend={label}
          value={choice.scope}
          disabled={disabled}
          onChange={(scope) => onChange({ ...choice, scope })}
          testId={testId ? `${testId}-scopes` : undefined}
        />
      ) : null}
    </div>
  )
}
