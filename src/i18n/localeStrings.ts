/**
 * Reads a UI string straight from a page's queried locales. For `Head`, which
 * gatsby-plugin-react-i18next does not wrap in its i18n context.
 */
export function localeString(data: Queries.PageLocalesFragment, key: string, ns = 'common'): string {
  const node = data.locales.edges.find((edge) => edge.node.ns === ns)?.node;
  if (!node) throw new Error(`Locale namespace "${ns}" is missing from the page query`);
  let value: unknown = JSON.parse(node.data ?? '{}');
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value !== 'string') throw new Error(`Locale string "${ns}:${key}" is missing`);
  return value;
}
