import type { MessageEntity } from '@grammyjs/types';
import { cutText, postText } from '../../../netlify/telegram/text';

test('plain text keeps its line breaks; formatting is dropped, its text kept', () => {
  const entities: MessageEntity[] = [
    { type: 'bold', offset: 0, length: 5 },
    { type: 'italic', offset: 6, length: 6 },
    { type: 'spoiler', offset: 13, length: 4 },
  ];
  expect(postText('Новый\nролик\r\nвышел', entities)).toBe('Новый\nролик\nвышел');
});

test('a link whose text is not its address becomes "text (address)"; a bare address stays as it is', () => {
  const text = 'Смотрите тут, а ещё https://kadr.example/ и kadr.example';
  const entities: MessageEntity[] = [
    { type: 'text_link', offset: 9, length: 3, url: 'https://youtu.be/x' },
    { type: 'url', offset: 20, length: 21 },
    { type: 'text_link', offset: 44, length: 12, url: 'https://kadr.example/' },
  ];
  expect(postText(text, entities)).toBe('Смотрите тут (https://youtu.be/x), а ещё https://kadr.example/ и kadr.example');
});

test('offsets count UTF-16 units: a link after emoji lands on its own text', () => {
  const text = '🎬🎬 Трейлер\nдалее';
  const entities: MessageEntity[] = [{ type: 'text_link', offset: 5, length: 8, url: 'https://t.me/kadr_studio/5' }];
  expect(postText(text, entities)).toBe('🎬🎬 Трейлер (https://t.me/kadr_studio/5)\nдалее');
});

test('a link ending in a line break gets its address before the break', () => {
  const entities: MessageEntity[] = [{ type: 'text_link', offset: 0, length: 7, url: 'https://a.example' }];
  expect(postText('Ссылка\nдальше', entities)).toBe('Ссылка (https://a.example)\nдальше');
});

test('entities out of range or overlapping are left as text, never throw', () => {
  const entities: MessageEntity[] = [
    { type: 'text_link', offset: 0, length: 4, url: 'https://a.example' },
    { type: 'text_link', offset: 2, length: 4, url: 'https://b.example' },
    { type: 'text_link', offset: 50, length: 4, url: 'https://c.example' },
  ];
  expect(postText('abcdefgh', entities)).toBe('abcd (https://a.example)efgh');
});

test('a cut stays within the limit, at a break in its last tenth, never splitting an emoji', () => {
  expect(cutText('short', 10)).toEqual({ text: 'short', cut: false });
  const words = 'слово '.repeat(30);
  const cut = cutText(words, 100);
  expect(cut.cut).toBe(true);
  expect(cut.text.length).toBeLessThanOrEqual(100);
  expect(cut.text.endsWith('слово')).toBe(true);
  const emoji = cutText('😀'.repeat(60), 101);
  expect(emoji.text).toBe('😀'.repeat(50));
});
