import { useState } from 'react'
import type { ShoppingList } from '#contract/schemas/shoppinglist'
import { Button } from '../../../ui/Button'
import { Icon } from '../../../ui/Icon'
import { Modal } from '../../../ui/Modal'
import { Spinner } from '../../../ui/Spinner'
import { notify } from '../../notifications/store'
import { useDeleteList, useRenameList } from './mutations'
import { TitleForm } from './TitleForm'
import { shoppingListsMessages } from './shoppingListsMessages'

/** Rename (a dialog with the title form) and delete (a confirm dialog) of one list. */
export function ListActions({
  navId,
  list,
  afterDelete,
}: {
  navId: string
  list: ShoppingList
  /** Runs before the deleted list leaves the cache, e.g. navigating off its page. */
  afterDelete?: () => Promise<unknown>
}) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null)
  const rename = useRenameList(navId)
  const remove = useDeleteList(navId, afterDelete)
  const close = () => {
    setDialog(null)
    rename.reset()
    remove.reset()
  }
  return (
    <div className="flex gap-2" role="group" aria-label={`${shoppingListsMessages.actions}: ${list.title}`}>
      <Button variant="ghost" onClick={() => setDialog('rename')} className="px-3" data-testid="list-rename">
        {shoppingListsMessages.rename}
      </Button>
      <Button
        variant="ghost"
        onClick={() => setDialog('delete')}
        className="px-3 !text-danger-600 hover:!bg-danger-50"
        data-testid="list-delete"
      >
        <Icon name="trash" size="s" />
        {shoppingListsMessages.delete}
      </Button>

      <Modal
        open={dialog === 'rename'}
        onClose={close}
        title={shoppingListsMessages.renameTitle}
        width={450}
        testId="rename-dialog"
      >
        <TitleForm
          initial={list.title}
          submitLabel={shoppingListsMessages.save}
          pendingLabel={shoppingListsMessages.saving}
          pending={rename.isPending}
          error={rename.error}
          autoFocus
          onCancel={close}
          onSubmit={(title) =>
            rename.mutate(
              { id: list.shoppinglist_id, title },
              {
                onSuccess: () => {
                  close()
                  notify(shoppingListsMessages.renamed, 'success')
                },
              },
            )
          }
        />
      </Modal>

      <Modal
        open={dialog === 'delete'}
        onClose={close}
        title={shoppingListsMessages.deleteTitle}
        width={450}
        testId="delete-dialog"
      >
        <p className="text-ink">{shoppingListsMessages.deleteConfirm(list.title)}</p>
        {remove.isError ? (
          <p role="alert" className="mt-3 text-sm text-danger-600">
            {remove.error.message || shoppingListsMessages.updateFailed}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
          <Button variant="secondary" onClick={close} data-autofocus>
            {shoppingListsMessages.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            data-testid="confirm-delete"
            onClick={() =>
              remove.mutate({ id: list.shoppinglist_id, title: list.title }, { onSuccess: () => setDialog(null) })
            }
          >
            {remove.isPending ? <Spinner size="s" tone="inverse" label={shoppingListsMessages.deleting} /> : null}
            {remove.isPending ? shoppingListsMessages.deleting : shoppingListsMessages.deleteList}
          </Button>
        </div>
      </Modal>
    </div>
  )
}
