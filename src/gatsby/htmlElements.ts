import { type DefaultTreeAdapterMap, parse } from 'parse5';

/**
 * A built page's elements as a browser's parser finds them (parse5, the WHATWG HTML parser): what the build and the
 * local Netlify-like server read from built HTML (inline scripts for the CSP, forms for Netlify Forms), rather than
 * regular expressions over its text.
 */
export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** An attribute's value as written, or null when the element has none. */
export const attribute = (element: Element, name: string): string | null => element.attrs.find((attr) => attr.name === name)?.value ?? null;

/** Every element under `node` (a document's HTML, or a parsed node), in document order, templates' contents included. */
export function* elements(node: string | ParentNode): Generator<Element> {
  for (const child of (typeof node === 'string' ? parse(node) : node).childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
  }
}

/** An element's text as written (a script's code), from its text children. */
export const textOf = (element: Element): string => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
