import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin';
import { POST_FIELD_LABELS, POST_RULES } from '../blog/postRules';
import { DeletePostButton } from './DeletePostButton';
import { DraftKeeper } from './DraftKeeper';
import { MediaInput } from './MediaInput';
import type { PostRecord } from './posts';
import { PostLinks } from './PostLinks';
import { PostPreview } from './PostPreview';
import { ScheduleInput } from './ScheduleInput';
import { SlugInput } from './SlugInput';
import { TelegramSource } from './TelegramSource';
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

/**
 * «Сохранить» stays in view on a long form: the toolbar sticks to the window's bottom (react-admin fixes it there on
 * a phone already).
 */
function PostToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', position: { sm: 'sticky' }, bottom: { sm: 0 }, zIndex: 2 }}>
      <SaveButton label="Сохранить" />
      <DeletePostButton />
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
          <TelegramSource record={record} />
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
