/**
 * A text of the Kremlin page as visitors read it: each `{{dates}}` it holds (spaces inside the braces allowed, as the
 * content check allows them) standing for the page's dates field. Stated here on its own, not through the build's
 * fillPlaceholders, so the tests check the build against what an editor means.
 */
export const withDates = (text: string, dates: string): string => text.replace(/\{\{\s*dates\s*\}\}/g, () => dates);

/**
 * Dates that differ from the given ones whatever an editor wrote: each number one more (a day, a year later), or a
 * word added where they hold none. A test that moves the Kremlin dates derives them from the data with this, so an
 * editor who moves the show to the very dates a test invented never fails the tests.
 */
export const otherDates = (dates: string): string =>
  /\d/.test(dates) ? dates.replace(/\d+/g, (number) => String(Number(number) + 1)) : `${dates} (перенос)`;
