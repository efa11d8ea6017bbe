import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DeleteWithConfirmButton, RadioButtonGroupInput, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin';
import { POST_FIELD_LABELS, POST_RULES } from '../views/blog/postRules';
import { DraftKeeper } from './DraftKeeper';
import { MediaInput } from './MediaInput';
import { type PostRecord, titleOf } from './posts';
import { PostLinks } from './PostLinks';
import { PostPreview } from './PostPreview';
import { SlugInput } from './SlugInput';
import { validatePost } from './validate';

const STATUS_CHOICES = [
  { id: 'draft', name: 'Черновик — не виден на сайте' },
  { id: 'published', name: 'Опубликовать сейчас' },
  { id: 'scheduled', name: 'Запланировать' },
];

/** "1 234 из 10 000 знаков" under the text, as the editor types. */
function ContentCounter() {
  const content = (useWatch({ name: 'content' }) as string | undefined) ?? '';
  const { maxLength } = POST_RULES.content;
  return (
    <Box component="span" sx={{ color: content.length > maxLength ? 'error.main' : 'text.secondary' }} data-testid="content-counter">
      {content.length.toLocaleString('ru-RU')} из {maxLength.toLocaleString('ru-RU')} знаков
    </Box>
  );
}

function ScheduleInput() {
  const status = useWatch({ name: 'status' }) as string | undefined;
  if (status !== 'scheduled') return null;
  return (
    <TextInput
      source="scheduledAt"
      label={`${POST_FIELD_LABELS.publishedAt} (по Москве)`}
      type="datetime-local"
      InputLabelProps={{ shrink: true }}
      helperText="Запись появится в ленте в это время, без публикации сайта заново"
    />
  );
}

function PostToolbar() {
  const record = useRecordContext<PostRecord>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="Сохранить" />
      {record?.id && (
        <DeleteWithConfirmButton
          label="Удалить"
          mutationMode="pessimistic"
          confirmTitle={`Удалить запись «${titleOf(record.content)}»?`}
          confirmContent="Запись исчезнет из ленты и из редактора, её фото и видео будут удалены из хранилища. Вернуть её будет нельзя."
          confirmColor="warning"
        />
      )}
    </Toolbar>
  );
}

/**
 * The post's form and, beside it, its preview: the text (line breaks kept, the feed's cap counted), the media, and
 * when it shows (draft, now, or at a Moscow date and time). Checked against the feed's rules before anything is sent
 * (validate.ts); what is typed is kept as a draft until saved (DraftKeeper).
 */
export function PostForm() {
  const record = useRecordContext<PostRecord>();
  return (
    <SimpleForm validate={(values) => validatePost(values)} toolbar={<PostToolbar />} mode="onChange" reValidateMode="onChange">
      {/* The preview takes the wider share: the Russian and the English card side by side from a laptop's width. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(400px, 2fr) minmax(0, 3fr)' }, gap: 3, width: '100%' }}>
        <Box sx={{ minWidth: 0 }}>
          <DraftKeeper record={record} />
          <PostLinks />
          <TextInput source="content" label={POST_FIELD_LABELS.content} multiline minRows={6} fullWidth helperText={<ContentCounter />} />
          <MediaInput />
          <RadioButtonGroupInput source="status" label="Когда показать" choices={STATUS_CHOICES} defaultValue="draft" row={false} />
          <ScheduleInput />
          <SlugInput />
        </Box>
        <PostPreview record={record} />
      </Box>
    </SimpleForm>
  );
}
