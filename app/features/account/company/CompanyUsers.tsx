import { useState } from 'react'
import type { CompanyResponse, CompanyUser } from '#contract/schemas/company'
import { SCOPE_INFO, type KnownScope } from '#contract/schemas/customer'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { Spinner } from '../../../ui/Spinner'
import { useStoreFormat } from '../../session/useStoreFormat'
import { FormAlert } from '../customer/FormControls'
import { companyMessages as t } from './companyMessages'
import { useCompanyWrite } from './queries'
import { choiceBody, choiceOf, RoleChoice, type Choice } from './RoleChoice'

const fullName = (u: CompanyUser) => `${u.firstname} ${u.lastname}`.trim() || u.email
const scopeLabel = (s: string) => SCOPE_INFO[s as KnownScope]?.label ?? s

/**
 * The company's users (spec §11, spec §2 /account/permissions): one table, whose rows become
 * cards on a phone (each cell then says what it is). A role is saved with its row's button and
 * can then be undone; deactivation and cancelling an invitation ask first. Each row says when
 * the user last logged in; a pending invitation can be sent again (within the invitation
 * throttles) or cancelled (docs/decisions/062-account-lists-print-and-invitations.md).
 */
export function CompanyUsers({ navId, company }: { navId: string; company: CompanyResponse }) {
  const [toConfirm, setToConfirm] = useState<Confirm | null>(null)
  const confirmWrite = useCompanyWrite(navId)
  const asked = toConfirm ? CONFIRMS[toConfirm.kind] : null
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
            <UserRow key={user.id} navId={navId} company={company} user={user} onConfirm={setToConfirm} />
          ))}
        </tbody>
      </table>
      <Modal
        open={toConfirm !== null}
        onClose={() => setToConfirm(null)}
        title={asked?.title ?? ''}
        width={450}
        testId="confirm-user-dialog"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setToConfirm(null)}>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              disabled={confirmWrite.isPending}
              onClick={() =>
                toConfirm &&
                confirmWrite.mutate(
                  { path: `/users/${toConfirm.user.id}/${asked!.path}` },
                  { onSuccess: () => setToConfirm(null) },
                )
              }
            >
              {confirmWrite.isPending ? <Spinner size="s" label={asked?.pending ?? ''} tone="inverse" /> : null}
              {confirmWrite.isPending ? asked?.pending : asked?.confirm}
            </Button>
          </div>
        }
      >
        {confirmWrite.isError ? <FormAlert>{confirmWrite.error.message}</FormAlert> : null}
        <p className="text-ink-muted">{toConfirm && asked ? asked.text(toConfirm.user) : null}</p>
      </Modal>
    </section>
  )
}

/** The writes that ask first: deactivating a user, cancelling an invitation. */
type Confirm = { kind: 'deactivate' | 'cancel'; user: CompanyUser }
const CONFIRMS = {
  deactivate: {
    path: 'deactivate',
    title: t.deactivateTitle,
    text: (u: CompanyUser) => t.deactivateText(fullName(u)),
    confirm: t.confirmDeactivate,
    pending: t.deactivating,
  },
  cancel: {
    path: 'cancel',
    title: t.cancelInviteTitle,
    text: (u: CompanyUser) => t.cancelInviteText(u.email),
    confirm: t.cancelInvite,
    pending: t.cancelling,
  },
} as const

function UserRow({
  navId,
  company,
  user,
  onConfirm,
}: {
  navId: string
  company: CompanyResponse
  user: CompanyUser
  onConfirm: (confirm: Confirm) => void
}) {
  const { date } = useStoreFormat()
  const saved = choiceOf(user)
  const [choice, setChoice] = useState<Choice>(saved)
  // The role before the last change, offered back with "Kumoa" (docs/decisions/062-account-lists-print-and-invitations.md).
  const [previous, setPrevious] = useState<Choice | null>(null)
  const write = useCompanyWrite(navId)
  const save = (next: Choice, undoTo: Choice | null) =>
    write.mutate(
      { path: `/users/${user.id}`, body: choiceBody(next) },
      {
        onSuccess: () => {
          setChoice(next)
          setPrevious(undoTo)
        },
      },
    )
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
      <td className={`${cell} md:min-w-52`}>
        <span className="block font-semibold text-ink">
          {name}
          {user.self ? <span className="badge-neutral ml-2">{t.you}</span> : null}
        </span>
        {/* A long address breaks after its @ first, mid-word only where it must. */}
        <span className="block text-sm text-ink-muted [overflow-wrap:anywhere]">
          {user.email.slice(0, user.email.lastIndexOf('@') + 1)}
          <wbr />
          {user.email.slice(user.email.lastIndexOf('@') + 1)}
        </span>
        <span className="mt-1 flex flex-wrap gap-1">
          {!user.active ? <span className="badge-neutral">{t.inactive}</span> : null}
          {user.invited ? <span className="badge-brand">{t.invited}</span> : null}
        </span>
        <span className="mt-1 block text-sm text-ink-muted" data-testid="user-last-login">
          {user.lastLoginAt ? t.lastLogin(date(user.lastLoginAt)) : t.neverLoggedIn}
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
            onClick={() => save(choice, saved)}
            data-testid={`save-role-${user.id}`}
          >
            {write.isPending ? <Spinner size="s" label={t.saving} tone="inverse" /> : null}
            {write.isPending ? t.saving : t.saveRole}
          </Button>
        ) : null}
        <div aria-live="polite">
          {previous && !changed ? (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-ink">
              {t.roleChanged}
              <button
                type="button"
                className="link tap font-semibold"
                disabled={write.isPending}
                onClick={() => save(previous, null)}
              >
                {t.undo}
              </button>
            </p>
          ) : null}
        </div>
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
        {user.self ? null : user.invited && user.active ? (
          <span className="flex flex-col items-stretch gap-2 md:items-start">
            <Button
              variant="secondary"
              className="w-full md:w-auto md:whitespace-nowrap"
              disabled={write.isPending}
              onClick={() => write.mutate({ path: `/users/${user.id}/resend` })}
            >
              {t.resendInvite}
            </Button>
            <Button
              variant="secondary"
              className="w-full md:w-auto"
              onClick={() => onConfirm({ kind: 'cancel', user })}
            >
              {t.cancelInvite}
            </Button>
          </span>
        ) : user.active ? (
          <Button
            variant="secondary"
            className="w-full md:w-auto"
            onClick={() => onConfirm({ kind: 'deactivate', user })}
          >
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
