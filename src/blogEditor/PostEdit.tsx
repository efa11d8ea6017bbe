import { Create, Edit, useNotify, useRedirect, useRefresh } from 'react-admin';
import { clearDraft, draftKey } from './drafts';
import type { EditorError } from './errors';
import { PostForm } from './PostForm';
import type { PostRecord } from './posts';

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
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
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
      redirect={false}
      record={{ content: '', media: [], status: 'draft', scheduledAt: '' }}
      mutationOptions={{
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
