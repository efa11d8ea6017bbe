/** The schedule field's Russian date and 24-hour time, read and written whatever the browser's language. */
import { parseScheduleText, scheduleText } from '../../../src/blogEditor/scheduleText';

test('the form’s moment is written as a Russian date and a 24-hour time', () => {
  expect(scheduleText('2026-11-27T20:20')).toBe('27.11.2026, 20:20');
  expect(scheduleText('2027-01-05T08:05')).toBe('05.01.2027, 08:05');
  expect(scheduleText('')).toBe('');
  expect(scheduleText('27.11')).toBe('27.11');
});

test.each([
  ['27.11.2026, 20:20', '2026-11-27T20:20'],
  ['27.11.2026 20:20', '2026-11-27T20:20'],
  [' 5.1.2027, 8.05 ', '2027-01-05T08:05'],
  ['29.02.2028, 00:00', '2028-02-29T00:00'],
  ['2026-11-27T20:20', '2026-11-27T20:20'],
])('«%s» is read as %s', (typed, value) => {
  expect(parseScheduleText(typed)).toBe(value);
});

test.each([
  '',
  '27.11.2026',
  '27.11.2026, 24:00',
  '27.11.2026, 20:60',
  '31.02.2026, 10:00',
  '29.02.2027, 10:00',
  '11/27/2026, 08:20 PM',
  '27.13.2026, 10:00',
])('«%s» is no moment', (typed) => {
  expect(parseScheduleText(typed)).toBeNull();
});

test('what it writes it reads back', () => {
  for (const value of ['2026-11-27T20:20', '2030-12-31T23:59', '2026-01-01T00:00'])
    expect(parseScheduleText(scheduleText(value))).toBe(value);
});
