/**
 * What a post's text may not carry into a page or a feed: the control characters HTML forbids (C0 but tab and line
 * breaks, DEL and C1), the noncharacters, and a lone surrogate (half of a character, which neither UTF-8 nor XML can
 * hold). HTML: https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream; XML 1.0:
 * https://www.w3.org/TR/xml/#charsets. A row holding one would make a post page invalid HTML and the RSS feed
 * unreadable to a strict reader.
 */
// eslint-disable-next-line no-control-regex -- finding what HTML and XML cannot carry is this expression's purpose
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Noncharacter_Code_Point}|\p{Cs}/gu;

/** `text` without what NOT_TEXT names: the rest of it as written. */
export const plainText = (text: string): string => text.replace(NOT_TEXT, '');
