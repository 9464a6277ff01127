import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MAX_ADDRESSES, type SavedAddress } from '#contract/schemas/customer'
import { hasScopeFor } from '#contract/scopes'
import { AppLink } from '../../../ui/AppLink'
import { Button } from '../../../ui/Button'
import { Icon } from '../../../ui/Icon'
import { Modal } from '../../../ui/Modal'
import { Spinner } from '../../../ui/Spinner'
import { notify } from '../../notifications/store'
import { userQuery } from '../../session/queries'
import { AddressLines, addressName } from './AddressCard'
import { useDeleteAddress, useSetDefaultAddress } from './addressMutations'
import { PageHeader } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { FormAlert } from './FormControls'
import { addressBookQuery } from './queries'

const t = customerMessages.addresses

/**
 * spec §2 /account/address: the saved delivery addresses, the default first. The company's users
 * all read them; only those with `checkout` or `permissions` are offered the changes, which the
 * backend refuses to anyone else (spec §11, docs/decisions/049-offer-only-what-is-allowed.md).
 */
export function AddressBookPage({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(addressBookQuery(navId))
  const { data: user } = useQuery(userQuery())
  const mayChange = user ? hasScopeFor(user.scope, 'addresses') : false
  const { addresses } = data
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null)
  const remove = useDeleteAddress(navId)
  const makeDefault = useSetDefaultAddress(navId)
  const full = addresses.length >= MAX_ADDRESSES

  const addLink =
    full || !mayChange ? null : (
      <AppLink href="/account/address/new" className="btn-primary w-full sm:w-auto" data-testid="address-add">
        <Icon name="plus" size="s" />
        {t.add}
      </AppLink>
    )

  function confirmDelete() {
    if (!toDelete) return
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null)
        notify(t.deleted, 'success')
      },
    })
  }

  return (
    <section>
      <PageHeader title={t.title} lead={t.lead} action={addresses.length > 0 ? addLink : null} />
      {mayChange ? null : (
        <p className="mb-4 text-sm text-ink-muted" data-testid="address-read-only">
          {t.readOnly}
        </p>
      )}
      {full && mayChange ? <p className="mb-4 text-sm text-ink-muted">{t.full(MAX_ADDRESSES)}</p> : null}
      {makeDefault.isError ? <FormAlert>{makeDefault.error.message}</FormAlert> : null}
      {addresses.length === 0 ? (
        <div className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center" data-testid="address-empty">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="home" size="m" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-ink">{t.emptyTitle}</p>
            <p className="mt-1 text-ink-muted">{t.emptyText}</p>
          </div>
          {addLink}
        </div>
      ) : (
        <ul aria-label={t.listLabel} className="grid gap-4 md:grid-cols-2" data-testid="address-list">
          {addresses.map((address) => {
            const settingDefault = makeDefault.isPending && makeDefault.variables === address.id
            return (
              <li
                key={address.id}
                className={`card flex flex-col gap-4 ${address.is_default ? 'border-brand-600 ring-1 ring-brand-600' : ''}`}
                data-testid="address-item"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col items-start gap-2">
                    {address.is_default ? (
                      <span className="badge-brand" data-testid="address-default">
                        <Icon name="check" size="xs" />
                        {t.default}
                      </span>
                    ) : null}
                    <AddressLines address={address} />
                  </div>
                  {mayChange ? (
                    <button
                      type="button"
                      className="icon-btn -mr-2 -mt-2 hover:bg-danger-50 hover:text-danger-600"
                      aria-label={t.deleteLabel(addressName(address))}
                      title={t.delete}
                      onClick={() => {
                        remove.reset()
                        setToDelete(address)
                      }}
                    >
                      <Icon name="trash" size="m" />
                    </button>
                  ) : null}
                </div>
                {mayChange ? (
                  <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3 xs:flex-row xs:flex-wrap">
                    <AppLink
                      href={`/account/address/${address.id}`}
                      className="btn-secondary w-full xs:w-auto"
                      aria-label={t.editLabel(addressName(address))}
                    >
                      {t.edit}
                    </AppLink>
                    {address.is_default ? null : (
                      <Button
                        variant="secondary"
                        className="w-full xs:w-auto"
                        disabled={makeDefault.isPending}
                        onClick={() =>
                          makeDefault.mutate(address.id, { onSuccess: () => notify(t.defaultSet, 'success') })
                        }
                      >
                        {settingDefault ? <Spinner size="s" label={customerMessages.common.saving} /> : null}
                        {t.makeDefault}
                      </Button>
                    )}
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <Modal
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t.confirmTitle}
        width={450}
        testId="address-delete-dialog"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {customerMessages.common.cancel}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
              {remove.isPending ? <Spinner size="s" label={t.deleting} tone="inverse" /> : null}
              {remove.isPending ? t.deleting : t.confirmDelete}
            </Button>
          </div>
        }
      >
        {remove.isError ? <FormAlert>{remove.error.message}</FormAlert> : null}
        <p className="text-ink-muted">{t.confirmText}</p>
        {toDelete ? (
          <div className="mt-4 rounded-md bg-surface-alt p-4">
            <AddressLines address={toDelete} />
          </div>
        ) : null}
      </Modal>
    </section>
  )
}
