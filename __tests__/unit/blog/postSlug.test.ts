/** @jest-environment node */
/**
 * A post's address from its text (src/blog/postSlug.ts). That the database's trigger makes the same address
 * from the same text is checked in postSlugSql.test.ts.
 */
import { POST_SLUG_FALLBACK, POST_SLUG_MAX_LENGTH, POST_SLUG_PATTERN, cutSlug, postSlug } from '../../../src/blog/postSlug';

describe('postSlug', () => {
  test.each([
    ['На этой неделе студия KADR закончила…', 'na-etoi-nedele-studiya-kadr-zakonchila'],
    ['Финальная смена «Робинзона?» закрыта.\nСпасибо группе', 'finalnaya-smena-robinzona-zakryta'],
    ['Щука, ЮЖНЫЙ ЦЕХ, подъезд, ХОЛМ, ЁЛКА, эхо, шорох, чай', 'shchuka-yuzhnyi-tsekh-podezd-kholm-yolka-ekho-shorokh-chai'],
    ['Shooting day 12: three cameras, one take!', 'shooting-day-12-three-cameras-one-take'],
    ['New Year, new faces — it’s 2026', 'new-year-new-faces-it-s-2026'],
    ['Café «Ёлка 2.0» № 5', 'cafe-yolka-2-0-no-5'],
    ['Telegram-канал   и\tтабы', 'telegram-kanal-i-taby'],
  ])('%s → %s', (text, slug) => {
    expect(postSlug(text)).toBe(slug);
  });

  test('the first line that has a letter or digit gives the slug; the rest of the text does not', () => {
    expect(postSlug('Свет, камера, мотор.\nПервый съёмочный день нового года.')).toBe('svet-kamera-motor');
    expect(postSlug('\n  \n🎬🎬🎬\n— Премьера! —\nв пятницу')).toBe('premera');
  });

  test.each([['🎬🎥✨'], ['!!! … ???'], ['«»—–'], [''], ['   \n\n  ']])('a text with no letter or digit (%j) gets the fallback', (text) => {
    expect(postSlug(text)).toBe(POST_SLUG_FALLBACK);
  });

  test('a long first line is cut after a whole word, within the limit', () => {
    const text = 'Рассказываем о подготовке к съёмкам большого документального фильма о Саратове и его людях';
    const slug = postSlug(text);
    expect(slug).toBe('rasskazyvaem-o-podgotovke-k-syomkam-bolshogo-dokumentalnogo');
    expect(slug.length).toBeLessThanOrEqual(POST_SLUG_MAX_LENGTH);
  });

  test('one word longer than the limit is cut at the limit', () => {
    const slug = postSlug('а'.repeat(100));
    expect(slug).toBe('a'.repeat(POST_SLUG_MAX_LENGTH));
  });

  test('cutSlug keeps a slug that fits, and never ends on a hyphen', () => {
    expect(cutSlug('svet-kamera-motor', 17)).toBe('svet-kamera-motor');
    expect(cutSlug('svet-kamera-motor', 16)).toBe('svet-kamera');
    expect(cutSlug('svet-kamera-motor', 11)).toBe('svet-kamera');
    expect(cutSlug('svet-kamera-motor', 10)).toBe('svet');
    expect(cutSlug('svetkameramotor', 10)).toBe('svetkamera');
  });

  test('a slug already taken gets the first free suffix, and the whole still fits', () => {
    expect(postSlug('Свет, камера, мотор.', new Set(['svet-kamera-motor']))).toBe('svet-kamera-motor-2');
    expect(postSlug('Свет, камера, мотор.', new Set(['svet-kamera-motor', 'svet-kamera-motor-2']))).toBe('svet-kamera-motor-3');
    expect(postSlug('🎬', new Set(['post']))).toBe('post-2');
    const long = 'Рассказываем о подготовке к съёмкам большого документального фильма';
    const first = postSlug(long);
    const second = postSlug(long, new Set([first]));
    expect(second).toBe('rasskazyvaem-o-podgotovke-k-syomkam-bolshogo-2');
    expect(second.length).toBeLessThanOrEqual(POST_SLUG_MAX_LENGTH);
    const many = new Set([first, ...Array.from({ length: 8 }, (_, i) => `rasskazyvaem-o-podgotovke-k-syomkam-bolshogo-${i + 2}`)]);
    expect(postSlug(long, many)).toBe('rasskazyvaem-o-podgotovke-k-syomkam-bolshogo-10');
  });

  test('every slug is lower-case Latin letters and digits joined by single hyphens', () => {
    for (const text of ['  --Привет--  ', 'A__B..C', 'ÀÉÎÕÜ ßœ', '日本語 テスト', 'Ґанок їжак', '100% & more']) {
      expect(postSlug(text)).toMatch(POST_SLUG_PATTERN);
    }
  });
});
