/**
 * What a page's data says, for the tests to check the page against: the file the build being tested read
 * (data/<lang>/<page>.json, after the build's own check). Tests read the copy and the counts from there; only what
 * product.md fixes (its quoted strings, its figures, routes) is written into them, so an editor's change to the copy never
 * fails them (docs/testing.md, "Tests and the editors' copy").
 */
export { shippedContent as pageData } from '../../unit/support/content';

/** The CSS selector of the section whose own heading (h2) reads exactly `heading`, whatever it holds. */
export const sectionOf = (heading: string) => `section:has(> h2:text-is(${JSON.stringify(heading)}))`;

/** The titles of a list of items, as a page shows them. */
export const titles = (items: ReadonlyArray<{ readonly title: string }>) => items.map((item) => item.title);
