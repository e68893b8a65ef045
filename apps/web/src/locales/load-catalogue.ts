import type { Locale } from '@mobiverte/contracts';
import type { Catalogue } from './build-catalogue';

/** One chunk per locale (its `catalogue.ts` and the JSON files it gathers), fetched when first used. */
const loaders = import.meta.glob<Catalogue>('./*/catalogue.ts', { import: 'default' });

/** The catalogue of one locale, the only one a visitor downloads. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const load = loaders[`./${locale}/catalogue.ts`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return load();
}
