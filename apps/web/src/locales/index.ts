import type { Locale } from '@mobiverte/contracts';
import type { Catalogue } from './build-catalogue';

/**
 * Every locale's catalogue at once, for the tests and checks that compare them. The app never imports this
 * module: it loads the active locale alone with `loadCatalogue` (lib/i18n.ts).
 */
const files = import.meta.glob<Catalogue>('./*/catalogue.ts', { eager: true, import: 'default' });

export const catalogues = Object.fromEntries(
  Object.entries(files).map(([path, catalogue]) => [path.split('/')[1], catalogue]),
) as Record<Locale, Catalogue>;
