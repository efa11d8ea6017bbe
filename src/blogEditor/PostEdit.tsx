import { Create, Edit, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { clearDraft, draftKey } from './drafts';
import type { EditorError } from './errors';
import { PostForm } from './PostForm';
import { type PostRecord, titleOf } from './posts';

/** The edit page's title: the post's first words, as the list shows them, not its id. */
function PostTitle() {
  const record = useRecordContext<PostRecord>();
  return <span>{record ? titleOf(record.content) : 'Запись'}</span>;
}

/**
 * The page's card lets the form's toolbar stick to the window's bottom (a card clips what overflows, which makes it
 * the toolbar's scroll box). Saves are sent even while the browser reports no network: react-query holds a mutation
 * back then, and «Сохранить» spun with no word; sent, it fails at once with «Нет связи с сервером…» (errors.ts).
 */
const page = { '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' } };

/**
 * Saving waits for the database (pessimistic: nothing is shown as saved that was not). A refused save is told in the
 * editor's words (errors.ts) and the form keeps what was typed; one refused because someone saved the post since
 * (409) also shows the newer version, the editor's text kept as a draft to put back (DraftKeeper).
 */
export function PostEdit() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Edit
      title={<PostTitle />}
      sx={page}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        networkMode: 'always',
        onSuccess: (data: PostRecord) => {
          clearDraft(draftKey(data.id));
          notify('Запись сохранена', { type: 'success' });
        },
        onError: (error) => {
          notify((error as EditorError).message, { type: 'error', autoHideDuration: 12_000 });
          if ((error as EditorError).status === 409) refresh();
        },
      }}
    >
      <PostForm />
    </Edit>
  );
}

export function PostCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Новая запись"
      sx={page}
      redirect={false}
      record={{ content: '', media: [], status: 'draft', scheduledAt: '' }}
      mutationOptions={{
        networkMode: 'always',
        onSuccess: (data: PostRecord) => {
          clearDraft(draftKey(undefined));
          notify('Запись создана', { type: 'success' });
          redirect('edit', 'blog_posts', data.id);
        },
        onError: (error) => notify((error as EditorError).message, { type: 'error', autoHideDuration: 12_000 }),
      }}
    >
      <PostForm />
    </Create>
  );
}
