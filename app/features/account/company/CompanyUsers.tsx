import { useState } from 'react'
import type { CompanyResponse, CompanyUser } from '#contract/schemas/company'
import { SCOPE_INFO, type KnownScope } from '#contract/schemas/customer'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { Spinner } from '../../../ui/Spinner'
import { FormAlert } from '../customer/FormControls'
import { companyMessages as t } from './companyMessages'
import { useCompanyWrite } from './queries'
import { choiceBody, choiceOf, RoleChoice, type Choice } from './RoleChoice'

const fullName = (u: CompanyUser) => `${u.firstname} ${u.lastname}`.trim() || u.email
const scopeLabel = (s: string) => SCOPE_INFO[s as KnownScope]?.label ?? s

/**
 * The company's users (spec §11, spec §2 /account/permissions): one table, whose rows become
 * cards on a phone (each cell then says what it is). A role is saved with its row's button;
 * deactivation asks first.
 */
export function CompanyUsers({ navId, company }: { navId: string; company: CompanyResponse }) {
  const [toDeactivate, setToDeactivate] = useState<CompanyUser | null>(null)
  const deactivate = useCompanyWrite(navId)
  return (
    <section aria-labelledby="company-users-title" className="mt-8">
      <h2 id="company-users-title" className="text-xl font-semibold text-ink">
        {t.usersTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.usersLead}</p>
      <table
        className="mt-4 block w-full md:table md:rounded-lg md:border md:border-line md:bg-white"
        data-testid="company-users"
      >
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="border-b border-line text-left text-sm text-ink-muted">
            <th scope="col" className="px-4 py-2">
              {t.name}
            </th>
            <th scope="col" className="px-4 py-2">
              {t.role}
            </th>
            <th scope="col" className="px-4 py-2">
              {t.scopes}
            </th>
            <th scope="col" className="px-4 py-2">
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {company.users.map((user) => (
            <UserRow key={user.id} navId={navId} company={company} user={user} onDeactivate={setToDeactivate} />
          ))}
        </tbody>
      </table>
      <Modal
        open={toDeactivate !== null}
        onClose={() => setToDeactivate(null)}
        title={t.deactivateTitle}
        width={450}
        testId="deactivate-dialog"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setToDeactivate(null)}>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              disabled={deactivate.isPending}
              onClick={() =>
                toDeactivate &&
                deactivate.mutate(
                  { path: `/users/${toDeactivate.id}/deactivate` },
                  { onSuccess: () => setToDeactivate(null) },
                )
              }
            >
              {deactivate.isPending ? <Spinner size="s" label={t.deactivating} tone="inverse" /> : null}
              {deactivate.isPending ? t.deactivating : t.confirmDeactivate}
            </Button>
          </div>
        }
      >
        {deactivate.isError ? <FormAlert>{deactivate.error.message}</FormAlert> : null}
        <p className="text-ink-muted">{toDeactivate ? t.deactivateText(fullName(toDeactivate)) : null}</p>
      </Modal>
    </section>
  )
}

function UserRow({
  navId,
  company,
  user,
  onDeactivate,
}: {
  navId: string
  company: CompanyResponse
  user: CompanyUser
  onDeactivate: (user: CompanyUser) => void
}) {
  const saved = choiceOf(user)
  const [choice, setChoice] = useState<Choice>(saved)
  const write = useCompanyWrite(navId)
  const changed = choice.value !== saved.value || (choice.value === 'own' && choice.scope.join() !== saved.scope.join())
  const name = fullName(user)
  const cell = 'block px-4 py-2 md:table-cell md:align-top md:py-3'
  const cellLabel = 'block text-xs font-semibold uppercase text-ink-muted md:hidden'
  return (
    <tr
      className="block rounded-lg border border-line bg-white md:table-row md:rounded-none md:border-0 md:border-b"
      data-testid="company-user"
      data-email={user.email}
      data-active={user.active}
    >
      <td className={cell}>
        <span className="block font-semibold text-ink">
          {name}
          {user.self ? <span className="badge-neutral ml-2">{t.you}</span> : null}
        </span>
        <span className="block break-all text-sm text-ink-muted">{user.email}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          {!user.active ? <span className="badge-neutral">{t.inactive}</span> : null}
          {user.invited ? <span className="badge-brand">{t.invited}</span> : null}
        </span>
      </td>
      <td className={cell}>
        <span className={cellLabel} aria-hidden="true">
          {t.role}
        </span>
        <RoleChoice
          label={t.roleOf(name)}
          company={company}
          choice={choice}
          onChange={setChoice}
          disabled={write.isPending}
          testId={`role-${user.id}`}
        />
        {changed ? (
          <Button
            className="mt-2 w-full sm:w-auto"
            disabled={write.isPending}
            onClick={() => write.mutate({ path: `/users/${user.id}`, body: choiceBody(choice) })}
            data-testid={`save-role-${user.id}`}
          >
            {write.isPending ? <Spinner size="s" label={t.saving} tone="inverse" /> : null}
            {write.isPending ? t.saving : t.saveRole}
          </Button>
        ) : null}
        {write.isError ? (
          <div className="mt-2">
            <FormAlert>{write.error.message}</FormAlert>
          </div>
        ) : null}
      </td>
      <td className={cell}>
        <span className={cellLabel} aria-hidden="true">
          {t.scopes}
        </span>
        <span className="text-sm text-ink" data-testid="user-scopes">
          {user.scope.length ? user.scope.map(scopeLabel).join(', ') : t.noScopes}
        </span>
      </td>
      <td className={cell}>
        {user.self ? null : user.active ? (
          <Button variant="secondary" className="w-full md:w-auto" onClick={() => onDeactivate(user)}>
            {t.deactivate}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className="w-full md:w-auto"
            disabled={write.isPending}
            onClick={() => write.mutate({ path: `/users/${user.id}/activate` })}
          >
            {t.activate}
          </Button>
        )}
      </td>
    </tr>
  )
}
