/**
 * A text of the Kremlin page as visitors read it: each `{{dates}}` it holds (spaces inside the braces allowed, as the
 * content check allows them) standing for the page's dates field. Stated here on its own, not through the build's
 * fillPlaceholders, so the tests check the build against what an editor means.
 */
export const withDates = (text: string, dates: string): string => text.replace(/\{\{\s*dates\s*\}\}/g, () => dates);
