import { TextField } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useInput } from 'react-admin';
import { POST_FIELD_LABELS } from '../blog/postRules';
import { parseScheduleText, scheduleText } from './scheduleText';

const HINT = 'Например, 27.11.2026, 20:20. Запись появится в ленте в это время, без публикации сайта заново';

/**
 * The scheduled moment, Moscow time, typed as «27.11.2026, 20:20» (scheduleText.ts): a text field rather than the
 * browser's datetime-local, which draws the date and a 12-hour clock in the browser's own language. What cannot be
 * read is kept as typed, and the form's check refuses it under the field.
 */
function ScheduleField() {
  const { field, fieldState, formState, id } = useInput({ source: 'scheduledAt' });
  const value = (field.value as string | undefined) ?? '';
  const [text, setText] = useState(() => scheduleText(value));
  // A value put in from outside (the record, a restored draft) is shown; the editor's own typing is left alone.
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((parseScheduleText(text) ?? text) !== value) setText(scheduleText(value));
  }
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseScheduleText(event.target.value) ?? event.target.value);
      }}
      onBlur={field.onBlur}
      label={`${POST_FIELD_LABELS.publishedAt} (по Москве)`}
      placeholder="ДД.ММ.ГГГГ, ЧЧ:ММ"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      error={shown}
      helperText={shown ? fieldState.error?.message : HINT}
      margin="dense"
      size="small"
      sx={{ minWidth: 280 }}
    />
  );
}

/** The schedule field, while «Запланировать» is chosen. */
export function ScheduleInput() {
  const status = useWatch({ name: 'status' }) as string | undefined;
  return status === 'scheduled' ? <ScheduleField /> : null;
}
