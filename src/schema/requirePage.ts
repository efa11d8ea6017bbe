/**
 * A page's data, or a clear error (shown by the error boundary) when the
 * query found none. createPages only creates pages that have a data file, so
 * this guards against a broken query rather than missing content.
 */
export function requirePage<T>(page: T | null | undefined, pageKey: string): T {
  if (page == null) throw new Error(`No content found for page "${pageKey}"`);
  return page;
}
