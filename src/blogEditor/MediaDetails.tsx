import { Box, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { PHOTO_RATIO, photoLayout } from '../blog/photoSources';
import { MEDIA_ALT_LABEL, POST_RULES, type PostMediaValue } from '../blog/postRules';
import type { PhotoPosition } from '../blog/types';

/** The framings offered when the card's frame cuts a photo's top and bottom, or its sides. */
const ACROSS: ReadonlyArray<[PhotoPosition, string]> = [
  ['top', 'Верх'],
  ['center', 'Центр'],
  ['bottom', 'Низ'],
];
const ALONG: ReadonlyArray<[PhotoPosition, string]> = [
  ['left', 'Левый край'],
  ['center', 'Центр'],
  ['right', 'Правый край'],
];

/** A photo's width and height once the browser has read it; null before (or when it cannot be read). */
function useNaturalSize(url: string, photo: boolean): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!photo) return undefined;
    const image = new Image();
    let live = true;
    image.onload = () => {
      if (live && image.naturalWidth > 0) setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
    };
  }, [url, photo]);
  return size && size.url === url ? size : null;
}

/**
 * A medium's description for people who cannot see it and, for a photo the card crops, what the crop keeps: the
 * top, centre or bottom when the card's frame (16:9 across the card, 3:2 in a column: photoSources.ts) is wider than
 * the photo, the left edge, centre or right edge when it is narrower. The preview beside the form draws the choice
 * with the feed's own card, as the feed will.
 */
export function MediaDetails({
  item,
  index,
  count,
  onChange,
}: {
  item: PostMediaValue;
  index: number;
  count: number;
  onChange: (next: PostMediaValue) => void;
}) {
  const photo = item.type === 'photo';
  const size = useNaturalSize(item.url, photo);
  const [across, down] = PHOTO_RATIO[photoLayout(count, index)];
  const cut = size
    ? size.width / size.height < across / down - 0.01
      ? ACROSS
      : size.width / size.height > across / down + 0.01
        ? ALONG
        : null
    : null;
  const alt = item.alt ?? '';
  const { maxAltLength } = POST_RULES.media;
  const number = index + 1;
  return (
    <Box sx={{ width: '100%', pl: { xs: 0, sm: 4 }, display: 'grid', gap: 1 }} data-testid="media-details">
      <TextField
        size="small"
        fullWidth
        label={`${MEDIA_ALT_LABEL} (${number}-е)`}
        value={alt}
        onChange={(event) => onChange({ ...item, alt: event.target.value })}
        error={alt.trim().length > maxAltLength}
        helperText={
          alt.trim().length > maxAltLength
            ? `Не больше ${maxAltLength} знаков, сейчас ${alt.trim().length}`
            : 'Необязательно. Что видно на кадре — прочтёт программа экранного доступа; без описания — «Фото 1 из …»'
        }
        inputProps={{ 'data-testid': 'media-alt' }}
      />
      {photo && cut && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" id={`framing-${number}`}>
            В карточке видно:
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-labelledby={`framing-${number}`}
            value={item.position ?? 'center'}
            onChange={(_event, value: PhotoPosition | null) => {
              if (value) onChange({ ...item, position: value });
            }}
          >
            {cut.map(([value, label]) => (
              <ToggleButton key={value} value={value} data-testid={`framing-${value}`}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
    </Box>
  );
}
