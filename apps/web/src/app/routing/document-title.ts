/** "<page> · <brand>", or the brand alone for a route without a title. */
export function formatDocumentTitle(pageTitle: string | null, brandName: string): string {
  return pageTitle ? `${pageTitle} · ${brandName}` : brandName;
}
