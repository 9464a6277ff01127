import { useState } from 'react'
import { ApiRequestError } from '../../../lib/api'
import { Button } from '../../../ui/Button'
import { Form } from '../../../ui/Form'
import { QuantitySelector } from '../../../ui/QuantitySelector'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { useAddListItem } from './mutations'
import { shoppingListsMessages } from './shoppingListsMessages'

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
              notify(shoppingListsMessages.added, 'success')
            },
          },
        )
      }
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      data-testid="add-item-form"
    >
      <TextInput
        label={shoppingListsMessages.skuLabel}
        name="sku"
        required
        maxLength={64}
        placeholder={shoppingListsMessages.skuPlaceholder}
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
          label={shoppingListsMessages.quantityLabel}
          showLabel
          name="quantity"
        />
        <Button
          type="submit"
          disabled={add.isPending}
          className="flex-1 whitespace-nowrap px-3 sm:mt-6 sm:flex-none sm:px-4"
        >
          {add.isPending ? <Spinner size="s" tone="inverse" label={shoppingListsMessages.adding} /> : null}
          {add.isPending ? shoppingListsMessages.adding : shoppingListsMessages.add}
        </Button>
      </div>
    </Form>
  )
}
