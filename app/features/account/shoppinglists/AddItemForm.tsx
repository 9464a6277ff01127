import { useState } from 'react'
import { ApiRequestError } from '../../../lib/api'
import { messages } from '../../../lib/messages'
import { Button } from '../../../ui/Button'
import { Form } from '../../../ui/Form'
import { QuantitySelector } from '../../../ui/QuantitySelector'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { useAddListItem } from './mutations'

/** Adds a product by its number: clinic staff often know the SKU; the API checks that it exists. */
export function AddItemForm({ navId, listId }: { navId: string; listId: number }) {
  const add = useAddListItem(navId, listId)
  const [sku, setSku] = useState('')
  const [quantity, setQuantity] = useState(1)
  const error = add.error
  const skuError =
    error instanceof ApiRequestError ? (error.fields.sku ?? error.fields.quantity ?? error.message) : error?.message
  return (
    <Form
      onValidSubmit={() =>
        add.mutate(
          { sku: sku.trim(), quantity },
          {
            onSuccess: () => {
              setSku('')
              setQuantity(1)
              notify(messages.shoppingLists.added, 'success')
            },
          },
        )
      }
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      data-testid="add-item-form"
    >
      <TextInput
        label={messages.shoppingLists.skuLabel}
        name="sku"
        required
        maxLength={64}
        placeholder={messages.shoppingLists.skuPlaceholder}
        value={sku}
        onChange={(event) => {
          setSku(event.target.value)
          if (add.isError) add.reset()
        }}
        error={skuError}
        autoComplete="off"
        className="min-w-0 flex-1"
      />
      <div className="flex items-end gap-2 sm:items-start">
        <QuantitySelector
          value={quantity}
          onChange={setQuantity}
          label={messages.shoppingLists.quantityLabel}
          showLabel
          name="quantity"
        />
        <Button
          type="submit"
          disabled={add.isPending}
          className="flex-1 whitespace-nowrap px-3 sm:mt-6 sm:flex-none sm:px-4"
        >
          {add.isPending ? <Spinner size="s" tone="inverse" label={messages.shoppingLists.adding} /> : null}
          {add.isPending ? messages.shoppingLists.adding : messages.shoppingLists.add}
        </Button>
      </div>
    </Form>
  )
}
