import ActionDelete from '@mui/icons-material/Delete';
import { Button, Confirm, useDeleteWithConfirmController, useRecordContext } from 'react-admin';
import { type PostRecord, titleOf } from './posts';

/**
 * «Удалить» and its confirmation, whose button says «Удалить» too: react-admin's DeleteWithConfirmButton gives its
 * dialog «Подтвердить» and no way to name the act. Waits for the database (pessimistic), then back to the list.
 */
export function DeletePostButton() {
  const record = useRecordContext<PostRecord>();
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    resource: 'blog_posts',
    redirect: 'list',
    mutationMode: 'pessimistic',
    mutationOptions: { networkMode: 'always' },
  });
  if (!record?.id) return null;
  return (
    <>
      <Button label="Удалить" color="error" onClick={handleDialogOpen}>
        <ActionDelete />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Удалить запись «${titleOf(record.content)}»?`}
        content="Запись исчезнет из ленты и из редактора, её фото и видео будут удалены из хранилища. Вернуть её будет нельзя."
        confirm="Удалить"
        confirmColor="warning"
        ConfirmIcon={ActionDelete}
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </>
  );
}
