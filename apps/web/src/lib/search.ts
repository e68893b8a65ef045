/** Lower case without accents, so that "sainte" finds "Sainte-Rose" and "etab" finds "Établissement". */
export function normalizeForSearch(text: string, language: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(language);
}

/** Does any of the texts contain the search (ignoring case and accents)? An empty search matches everything. */
export function matchesSearch(search: string, texts: readonly string[], language: string): boolean {
  const needle = normalizeForSearch(search.trim(), language);
  return needle === '' || texts.some((text) => normalizeForSearch(text, language).includes(needle));
}
