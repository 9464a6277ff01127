import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { AssignableScope } from '#contract/companyRoles'
import { SaveCustomRoleRequestSchema, type CompanyResponse, type CustomRole } from '#contract/schemas/company'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { FormAlert } from '../customer/FormControls'
import { companyMessages as t } from './companyMessages'
import { useCompanyWrite } from './queries'
import { ScopeCheckboxes } from './RoleChoice'

/** The company's custom roles (spec §11): create, rename, edit scopes, delete (not while in use). */
export function CustomRoles({ navId, company }: { navId: string; company: CompanyResponse }) {
  return (
    <section aria-labelledby="custom-roles-title" className="mt-8">
      <h2 id="custom-roles-title" className="text-xl font-semibold text-ink">
        {t.rolesTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.rolesLead}</p>
      {company.customRoles.length === 0 ? <p className="mt-4 text-sm text-ink-muted">{t.noRoles}</p> : null}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="custom-roles">
        {company.customRoles.map((role) => (
          <li key={role.id} className="card" data-testid="custom-role">
            <RoleForm navId={navId} role={role} />
          </li>
        ))}
        <li className="card" data-testid="new-role">
          <RoleForm navId={navId} />
        </li>
      </ul>
    </section>
  )
}

function RoleForm({ navId, role }: { navId: string; role?: CustomRole }) {
  const initial = (role?.scope ?? []) as AssignableScope[]
  const [scope, setScope] = useState<AssignableScope[]>(initial)
  const [round, setRound] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const save = useCompanyWrite(navId)
  const remove = useCompanyWrite(navId)
  const prefix = role ? `role-${role.id}` : 'new-role'

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '')
    const parsed = v.safeParse(SaveCustomRoleRequestSchema, { name, scope })
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? null)
    setError(null)
    save.mutate(
      { path: role ? `/roles/${role.id}` : '/roles', body: parsed.output },
      {
        onSuccess: () => {
          if (role) return
          setRound((n) => n + 1)
          setScope([])
        },
        onError: (e) => setError(e.message),
      },
    )
  }

  return (
    <form key={round} onSubmit={onSubmit} noValidate data-testid={`${prefix}-form`}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {remove.isError ? <FormAlert>{remove.error.message}</FormAlert> : null}
      <TextInput name="name" label={t.roleName} defaultValue={role?.name ?? ''} required maxLength={60} />
      <ScopeCheckboxes legend={t.roleScopes} value={scope} onChange={setScope} testId={`${prefix}-scopes`} />
      {role ? <p className="mt-2 text-sm text-ink-muted">{t.roleUsers(role.users)}</p> : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner size="s" label={t.saving} tone="inverse" /> : null}
          {save.isPending ? t.saving : role ? t.saveRoleEdit : t.createRole}
        </Button>
        {role ? (
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ path: `/roles/${role.id}`, method: 'DELETE' })}
          >
            {t.deleteRole}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
