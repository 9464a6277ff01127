import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { Address } from '#contract/schemas/cartRequests'
import type { SavedAddress } from '#contract/schemas/customer'
import { ApiRequestError } from '../../../lib/api'
import { Icon } from '../../../ui/Icon'
import { AddressForm } from '../../checkout/AddressForm'
import { notify } from '../../notifications/store'
import { useSaveAddress } from './addressMutations'
import { PageHeader } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { FormAlert } from './FormControls'
import { addressBookQuery, addressQuery } from './queries'

const t = customerMessages.addresses

/** The form of both pages: the shared AddressForm (AddressSchema) and the default choice. */
function AddressEditor({
  navId,
  address,
  firstAddress,
}: {
  navId: string
  address: SavedAddress | null
  firstAddress: boolean
}) {
  const router = useRouter()
  const save = useSaveAddress(navId, address?.id ?? null)
  const [makeDefault, setMakeDefault] = useState(false)
  const failure = save.error instanceof ApiRequestError ? save.error : null

  function submit(fields: Address) {
    save.mutate(
      { address: fields, ...(makeDefault ? { is_default: true } : {}) },
      {
        onSuccess: async () => {
          notify(address ? t.updated : t.created, 'success')
          await router.navigate({ href: '/account/address' })
        },
      },
    )
  }

  return (
    <section>
      <PageHeader title={address ? t.editTitle : t.newTitle} back={{ href: '/account/address', label: t.back }} />
      <div className="card max-w-2xl">
        {save.isError ? <FormAlert>{save.error.message}</FormAlert> : null}
        {address?.is_default || firstAddress ? (
          <p className="mb-4 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <Icon name="check" size="s" className="text-brand-700" />
            {address?.is_default ? t.isDefaultNote : t.firstIsDefault}
          </p>
        ) : (
          <label className="tap mb-4 flex cursor-pointer items-center gap-3 rounded-md border border-line px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input
              type="checkbox"
              name="is_default"
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            <span className="font-semibold text-ink">{t.setAsDefault}</span>
          </label>
        )}
        <AddressForm
          initial={address}
          submitLabel={address ? customerMessages.common.save : t.saveNew}
          pending={save.isPending}
          serverErrors={failure?.fields ?? {}}
          onSubmit={submit}
          testId="address-form"
        />
      </div>
    </section>
  )
}

/** spec §2 /account/address/new */
export function NewAddressPage({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(addressBookQuery(navId))
  return <AddressEditor navId={navId} address={null} firstAddress={data.addresses.length === 0} />
}

/** spec §2 /account/address/{id}; an unknown id is the route's 404. */
export function EditAddressPage({ navId, id }: { navId: string; id: number }) {
  const { data } = useSuspenseQuery(addressQuery(navId, id))
  return <AddressEditor key={id} navId={navId} address={data.address} firstAddress={false} />
}
