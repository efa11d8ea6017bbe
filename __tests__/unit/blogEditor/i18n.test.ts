/** @jest-environment node */
/**
 * Every word react-admin and ra-supabase can show in the editor is Russian: each key of their English messages, and
 * the keys ra-supabase's password pages ask react-admin for with an English fallback that no language pack has.
 */
import englishMessages from 'ra-language-english';
import { raSupabaseEnglishMessages } from 'ra-supabase';
import { i18nProvider } from '../../../src/blogEditor/i18n';

/** Asked by ra-supabase's forgotten- and new-password pages (`translate(key, { _: 'Reset password' })`). */
const ASKED_WITH_A_FALLBACK = ['ra.action.reset_password', 'ra.auth.confirm_password'];

const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const MISSING = '\u0000missing';

test.each([...keys(englishMessages), ...keys(raSupabaseEnglishMessages), ...ASKED_WITH_A_FALLBACK])('%s is Russian', (key) => {
  const words = i18nProvider.translate(key, { _: MISSING, smart_count: 2, name: 'запись', provider: 'Google' });
  expect(words).not.toBe(MISSING);
  // Its placeholders aside, no Latin word is left.
  expect(words.replace(/Google|%\{\w+\}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
});
