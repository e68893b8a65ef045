import type { Locale } from '@mobiverte/contracts';
import type { Catalogue } from './build-catalogue';

/** One module per language and namespace, fetched when first used (the frame's in one chunk, see vite.config.ts). */
const loaders = import.meta.glob<Catalogue>('./*/*.json', { import: 'default' });

/** Namespaces of one locale, the only one a visitor downloads, as the groups of a catalogue (`{ auth: {…} }`). */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<Catalogue> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = loaders[`./${locale}/${namespace}.json`];
      if (!load) throw new Error(`No namespace ${namespace} for ${locale}`);
      return [namespace, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Every namespace of one locale (tests and checks). */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const namespaces = Object.keys(loaders)
    .filter((path) => path.startsWith(`./${locale}/`))
    .map((path) => /([\w-]+)\.json$/.exec(path)?.[1] ?? path);
  return loadNamespaces(locale, namespaces);
}
