import { useState } from 'react'
import { MAX_SHOPPING_LIST_TITLE } from '#contract/schemas/shoppinglist'
import { ApiRequestError } from '../../../lib/api'
import { messages } from '../../../lib/messages'
import { Button } from '../../../ui/Button'
import { Form } from '../../../ui/Form'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { shoppingListsMessages } from './shoppingListsMessages'

/** The API's message for the title field (400 validation, 409 duplicate), else its general message. */
export const titleError = (error: Error | null) =>
  error ? (error instanceof ApiRequestError ? (error.fields.title ?? error.message) : error.message) : undefined

/**
 * A list title form (create and rename). The field checks only that a name is given; the
 * API's rules (length, characters, unique per customer) come back as field messages.
 */
export function TitleForm({
  initial = '',
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  autoFocus = false,
  testId,
}: {
  initial?: string
  submitLabel: string
  pendingLabel: string
  pending: boolean
  error: Error | null
  onSubmit: (title: string, reset: () => void) => void
  onCancel?: () => void
  autoFocus?: boolean
  testId?: string
}) {
  const [title, setTitle] = useState(initial)
  return (
    <Form
      onValidSubmit={() => onSubmit(title, () => setTitle(''))}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      data-testid={testId}
    >
      <TextInput
        label={shoppingListsMessages.titleLabel}
        name="title"
        required
        requiredMessage="Anna ostoslistalle nimi."
        maxLength={MAX_SHOPPING_LIST_TITLE}
        placeholder={shoppingListsMessages.titlePlaceholder}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={titleError(error)}
        autoComplete="off"
        className="min-w-0 flex-1"
        data-autofocus={autoFocus || undefined}
      />
      <div className="flex gap-2 sm:mt-6">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} className="flex-1 sm:flex-none">
            {shoppingListsMessages.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending} className="flex-1 sm:flex-none" aria-busy={pending || undefined}>
          {pending ? <Spinner size="s" tone="inverse" label={pendingLabel} /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
