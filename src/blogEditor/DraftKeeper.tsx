import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { clearDraft, draftKey, pickDraft, readDraft, sameDraft, writeDraft } from './drafts';
import { moscowDateTime, type PostRecord } from './posts';

/**
 * Keeps the form's unsaved text as a draft (drafts.ts) on every change the editor makes, and brings it back: at once
 * when it was typed on the version now shown (a reload, a failed save, a new sign-in), or on request when someone has
 * saved the post since (then the newer version is shown, and «Вернуть мой текст» puts the editor's over it).
 */
export function DraftKeeper({ record }: { record?: Partial<PostRecord> }) {
  const { watch, reset, getValues } = useFormContext();
  const key = draftKey(record?.id);
  const base = record?.updated_at ?? null;
  /** The post version this draft was last offered or put back on: then it is not offered again. */
  const version = `${key}@${base ?? ''}`;
  const [handled, setHandled] = useState<string | null>(null);
  // Read again for each version: after a refused save the draft was written since the post was opened.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- base is not read, but a new one calls for a new read
  const stored = useMemo(() => readDraft(key), [key, base]);
  const differs = stored !== null && !sameDraft(stored.values, pickDraft(record));
  const restorable = differs && stored.base === base;
  const offer = differs && stored.base !== base && handled !== version ? stored : null;
  // The version the form was last reset to. react-admin's Form, an ancestor, resets to the record in the same effects
  // pass as this one, after the form is first painted: what is typed before that is wiped. The end-to-end tests wait
  // for this mark before typing, as a person cannot type that fast but a loaded test machine can.
  const settled = useRef<HTMLSpanElement>(null);
  useEffect(() => settled.current?.setAttribute('data-version', version), [version]);

  // Typed on the version shown: put back at once, after the form's own reset to the record (its effect runs after
  // this child's). Once per post version: the draft read changes only with the version, and the form's functions
  // never change.
  useEffect(() => {
    if (!restorable) return undefined;
    const later = window.setTimeout(() => reset({ ...getValues(), ...stored.values }, { keepDefaultValues: true }));
    return () => window.clearTimeout(later);
  }, [version, restorable, stored, reset, getValues]);

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      // Only the editor's own changes: a reset to the record (after a save or a reload) is not one.
      if (type !== 'change') return;
      const draft = pickDraft(values);
      if (sameDraft(draft, pickDraft(record))) clearDraft(key);
      else writeDraft(key, { values: draft, base, savedAt: new Date().toISOString() });
    });
    return () => subscription.unsubscribe();
  }, [watch, key, base, record]);

  return (
    <>
      <span hidden data-testid="form-settled" ref={settled} />
      {restorable && handled !== version && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="draft-restored"
          onClose={() => setHandled(version)}
          action={
            <>
              {/* Back to the saved version, the draft gone: an abandoned text must not come back on every visit. */}
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  clearDraft(key);
                  reset();
                  setHandled(version);
                }}
              >
                Отбросить
              </Button>
              <IconButton color="inherit" size="small" aria-label="Закрыть" title="Закрыть" onClick={() => setHandled(version)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          Восстановлен несохранённый текст ({moscowDateTime(stored.savedAt)}). Сохраните запись, чтобы он попал на сайт.
        </Alert>
      )}
      {offer && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="draft-offer"
          action={
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  reset({ ...getValues(), ...offer.values }, { keepDefaultValues: true });
                  writeDraft(key, { ...offer, base });
                  setHandled(version);
                }}
              >
                Вернуть мой текст
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  clearDraft(key);
                  setHandled(version);
                }}
              >
                Отбросить
              </Button>
            </>
          }
        >
          Ваш несохранённый вариант ({moscowDateTime(offer.savedAt)}) написан до последнего сохранения другим редактором.
        </Alert>
      )}
    </>
  );
}
