import { useWatch } from 'react-hook-form';
import { TextInput, useRecordContext } from 'react-admin';
import { postPagePath } from './postAddress';
import type { PostRecord } from './posts';

/**
 * The post's address: editable until the post is first published, then fixed (the database refuses a change, so a
 * shared link keeps working). Empty, the database makes it from the text's first words.
 */
export function SlugInput() {
  const record = useRecordContext<PostRecord>();
  const slug = (useWatch({ name: 'slug' }) as string | undefined)?.trim() ?? '';
  const fixed = Boolean(record?.slugFixed);
  const helper = fixed
    ? 'Адрес опубликованной записи не меняется: ссылки на неё уже могли разойтись'
    : slug
      ? `Запись будет по адресу ${postPagePath(slug)}; после публикации адрес не изменить`
      : 'Оставьте пустым — адрес составится из первых слов текста; после публикации его не изменить';
  return (
    <TextInput
      source="slug"
      label="Адрес записи"
      fullWidth
      disabled={fixed}
      helperText={helper}
      InputProps={{ startAdornment: <span style={{ color: 'rgba(0,0,0,0.6)', whiteSpace: 'nowrap' }}>/blog/</span> }}
      // The label above the field, always: the address's "/blog/" stands where an empty field's label would sit.
      InputLabelProps={{ shrink: true }}
    />
  );
}
