/** A product's title or text in the interface language: French for fr, English otherwise (the spec has fr and en). */
export function localizedTitle(product: { titleFr: string; titleEn: string }, language: string): string {
  return language.startsWith('fr') ? product.titleFr || product.titleEn : product.titleEn || product.titleFr;
}
