import { Alert, Box, Button, IconButton, LinearProgress, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import { type ChangeEvent, useId, useState } from 'react';
import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  BLOG_MEDIA_FILE_TYPES,
  fileProblem,
  linkMediaValue,
  POST_FIELD_LABELS,
  POST_RULES,
  type PostMediaValue,
  storedTypeOf,
} from '../blog/postRules';
import { telegramEmbedUrl, toMediaItems } from '../blog/media';
import { useEditorClient } from './context';
import { uploadMedia } from './dataProvider';
import { withSignature } from './fileSignature';
import { MediaDetails } from './MediaDetails';

const ACCEPT = Object.keys(BLOG_MEDIA_FILE_TYPES).join(',');

function MediaThumb({ item }: { item: PostMediaValue }) {
  if (telegramEmbedUrl(item.url)) return <Typography variant="body2">Пост в Telegram: {item.url}</Typography>;
  // Only an address the feed would show goes into the page (the feed's own filter: toMediaItems).
  const [shown] = toMediaItems([item.url], [item.type]);
  if (!shown) return <Typography variant="body2">Адрес, который лента не покажет</Typography>;
  const frame = { width: 96, height: 64, objectFit: 'cover' as const, borderRadius: 4, background: '#222' };
  return shown.kind === 'video' ? (
    <video src={shown.url} style={frame} muted preload="metadata" aria-label="Видео" />
  ) : (
    <img src={shown.url} style={frame} alt="Фото" />
  );
}

/**
 * The post's photos, videos and Telegram posts, in the order the feed shows them: files uploaded from the computer
 * (their media_types value follows from the file's type, never typed), links to public Telegram posts; moved up and
 * down, removed; at most the feed's number. A failed upload says why and loses nothing already in the form.
 */
export function MediaInput() {
  const client = useEditorClient();
  const { field, fieldState } = useInput<PostMediaValue[]>({ source: 'media', defaultValue: [] });
  const { getValues } = useFormContext();
  const media = (field.value as PostMediaValue[] | undefined) ?? [];
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [link, setLink] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const inputId = useId();
  const { maxItems } = POST_RULES.media;
  const room = maxItems - media.length;

  const set = (next: PostMediaValue[]) => field.onChange(next);
  const move = (from: number, to: number) => {
    const next = [...media];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    set(next);
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    const accepted = files.filter((file) => {
      const problem = fileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    if (accepted.length > room) {
      found.push(`«${POST_FIELD_LABELS.media}»: не больше ${maxItems} — лишние файлы не загружены`);
      accepted.splice(Math.max(room, 0));
    }
    setProblems(found);
    for (const chosen of accepted) {
      setUploading((n) => n + 1);
      try {
        // The type the file's own bytes say, not the one its name suggested (a text file named notes.jpg is refused).
        const file = await withSignature(chosen).catch((error: Error) => {
          found.push(error.message);
          setProblems([...found]);
          return null;
        });
        if (!file) continue;
        const item = await uploadMedia(client, file, storedTypeOf(file.type)!);
        // Appended to the list as it is now: the editor may have reordered or removed items meanwhile.
        set([...((getValues('media') as PostMediaValue[] | undefined) ?? []), item]);
      } catch (error) {
        found.push(`Не удалось загрузить «${chosen.name}»: ${(error as Error).message}`);
        setProblems([...found]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  function addLink() {
    const item = linkMediaValue(link);
    if (!item) {
      setLinkProblem('Нужна ссылка на пост публичного канала Telegram: https://t.me/канал/номер');
      return;
    }
    if (room <= 0) {
      setLinkProblem(`«${POST_FIELD_LABELS.media}»: не больше ${maxItems}`);
      return;
    }
    setLinkProblem(null);
    setLink('');
    set([...media, item]);
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} data-testid="media-input">
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {POST_FIELD_LABELS.media} ({media.length} из {maxItems})
      </Typography>
      <List dense aria-label="Фото и видео записи" sx={{ p: 0 }}>
        {media.map((item, i) => (
          <ListItem key={`${item.url}-${i}`} data-testid="media-item" sx={{ gap: 1, px: 0, flexWrap: 'wrap' }}>
            <Typography sx={{ width: 24 }}>{i + 1}.</Typography>
            <MediaThumb item={item} />
            <Box sx={{ flex: 1 }} />
            <IconButton aria-label={`Поставить ${i + 1}-й выше`} disabled={i === 0} onClick={() => move(i, i - 1)}>
              <ArrowUpward />
            </IconButton>
            <IconButton aria-label={`Поставить ${i + 1}-й ниже`} disabled={i === media.length - 1} onClick={() => move(i, i + 1)}>
              <ArrowDownward />
            </IconButton>
            <IconButton aria-label={`Убрать ${i + 1}-й`} onClick={() => set(media.filter((_, j) => j !== i))}>
              <Close />
            </IconButton>
            {!telegramEmbedUrl(item.url) && (
              <MediaDetails
                item={item}
                index={i}
                count={media.length}
                onChange={(next) => set(media.map((old, j) => (j === i ? next : old)))}
              />
            )}
          </ListItem>
        ))}
      </List>
      {uploading > 0 && (
        <Box role="status" sx={{ my: 1 }}>
          <Typography variant="body2">Загрузка файлов: {uploading}…</Typography>
          <LinearProgress />
        </Box>
      )}
      {problems.map((problem) => (
        <Alert key={problem} severity="error" sx={{ my: 1 }}>
          {problem}
        </Alert>
      ))}
      {fieldState.error?.message && (
        <Alert severity="error" sx={{ my: 1 }} data-testid="media-error">
          {fieldState.error.message}
        </Alert>
      )}
      {/* The upload and the link side by side where the form is wide, one under the other where it is not. */}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mt: 1 }} alignItems="flex-start">
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />} disabled={room <= 0}>
          Загрузить фото или видео
          <input id={inputId} type="file" accept={ACCEPT} multiple hidden onChange={(event) => void choose(event)} />
        </Button>
        <Stack direction="row" spacing={1} sx={{ flex: '1 1 340px', minWidth: 0 }} alignItems="flex-start">
          <TextField
            size="small"
            label="Ссылка на пост в Telegram"
            placeholder="https://t.me/канал/123"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
            error={Boolean(linkProblem)}
            helperText={linkProblem ?? ' '}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="outlined" onClick={addLink} disabled={room <= 0} sx={{ flexShrink: 0 }}>
            Добавить ссылку
          </Button>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        JPEG, PNG, WebP, AVIF, MP4 или WebM, до {Math.round(POST_RULES.media.maxBytes / (1024 * 1024))} МБ каждый.
      </Typography>
    </Box>
  );
}
