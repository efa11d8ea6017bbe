/**
 * The pure parts of the blog's search: what a typed text searches for and the address that holds it
 * (src/blog/searchQuery.ts), the words found a row may bring and where they stand in a post's text
 * (src/blog/searchMarks.ts), and a post's text drawn with them marked and its long runs still breakable
 * (src/views/blog/PostText.tsx).
 */
import { BLOG_SEARCH_MARK_MAX_LENGTH, BLOG_SEARCH_MARKS_LIMIT, BLOG_SEARCH_QUERY_MAX_LENGTH } from '../../../src/config/constants';
import { markedRanges, searchMarks } from '../../../src/blog/searchMarks';
import { addressWithQuery, queryOfAddress, searchQuery } from '../../../src/blog/searchQuery';
import { BREAK_AFTER, PostText } from '../../../src/views/blog/PostText';
import { renderInPage } from '../support/render';

describe('what a typed text searches for', () => {
  test.each([
    ['  кастинг  ', 'кастинг'],
    ['"премьера фильма" -черновик', '"премьера фильма" -черновик'],
    ['?!', ''],
    ['«» — …', ''],
    ['', ''],
    ['2025', '2025'],
  ])('%j: %j', (typed, query) => {
    expect(searchQuery(typed)).toBe(query);
  });

  test(`cut at ${BLOG_SEARCH_QUERY_MAX_LENGTH} characters, never inside a character of two units`, () => {
    expect(searchQuery('я'.repeat(10_000))).toBe('я'.repeat(BLOG_SEARCH_QUERY_MAX_LENGTH));
    const emoji = `${'a'.repeat(BLOG_SEARCH_QUERY_MAX_LENGTH - 1)}🎬`;
    expect(searchQuery(emoji)).toBe('a'.repeat(BLOG_SEARCH_QUERY_MAX_LENGTH - 1));
  });

  test('the address holds it as ?q=, read back the same way; none for the feed', () => {
    const href = addressWithQuery('https://kadr.studio/en/blog', 'shoot "day 12"');
    expect(new URL(href).pathname).toBe('/en/blog');
    expect(queryOfAddress(new URL(href).search)).toBe('shoot "day 12"');
    expect(addressWithQuery(href, '')).toBe('https://kadr.studio/en/blog');
    expect(queryOfAddress('?q=%D0%BA%D0%B0%D1%81%D1%82%D0%B8%D0%BD%D0%B3&x=1')).toBe('кастинг');
    expect(queryOfAddress('?q=%E2%80%94')).toBe('');
  });
});

describe('the words found', () => {
  test(`a row brings at most ${BLOG_SEARCH_MARKS_LIMIT} words of at most ${BLOG_SEARCH_MARK_MAX_LENGTH} characters, strings only`, () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `w${i}`);
    expect(searchMarks({ search_marks: many })).toEqual(many.slice(0, BLOG_SEARCH_MARKS_LIMIT));
    expect(searchMarks({ search_marks: ['a', 1, null, { x: 1 }, '', '   ', 'b'.repeat(BLOG_SEARCH_MARK_MAX_LENGTH + 1), 'c'] })).toEqual([
      'a',
      'c',
    ]);
    expect(searchMarks({ search_marks: 'кастинг' })).toEqual([]);
    expect(searchMarks({})).toEqual([]);
    expect(searchMarks(null)).toEqual([]);
  });

  test('stand in the text as whole words, in any case, ё where the word has е', () => {
    const text = 'Ёлка, ЕЛКА и елки; ёлкаёлка';
    expect(markedRanges(text, ['елка']).map(([start, end]) => text.slice(start, end))).toEqual(['Ёлка', 'ЕЛКА']);
  });

  test('a word that is also the start of a longer one marks the longer one where it stands whole', () => {
    const text = 'кастинг кастинги';
    expect(markedRanges(text, ['кастинг', 'кастинги'])).toEqual([
      [0, 7],
      [8, 16],
    ]);
  });

  test('a word is looked for as text, never read as a pattern', () => {
    expect(markedRanges('a.b a+b (x)', ['a.b', '(x)', '.*'])).toEqual([
      [0, 3],
      [8, 11],
    ]);
    expect(markedRanges('axb', ['a.b'])).toEqual([]);
  });
});

describe('a post’s text with the words found', () => {
  test('the words are marked and the text is as written', () => {
    const { container } = renderInPage(<PostText text={'Кастинг!\nкастинги'} marks={['кастинг']} />);
    expect(container.querySelector('p')?.textContent).toBe('Кастинг!\nкастинги');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Кастинг']);
  });

  test(`a long run is still breakable every ${BREAK_AFTER} characters, inside a mark and around it`, () => {
    const word = 'я'.repeat(60);
    const text = `https://x.example/${word}/${'b'.repeat(40)}`;
    const { container } = renderInPage(<PostText text={text} marks={[word]} />);
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe(text);
    const runs = text.length / BREAK_AFTER;
    expect(p.querySelectorAll('wbr').length).toBe(Math.ceil(runs) - 1);
    const mark = p.querySelector('mark')!;
    expect(mark.textContent).toBe(word);
    expect(mark.querySelectorAll('wbr').length).toBeGreaterThan(0);
    // No piece of text between two break opportunities is longer than BREAK_AFTER.
    const pieces = p.innerHTML.replace(/<\/?mark[^>]*>/g, '').split('<wbr>');
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(BREAK_AFTER);
  });
});
