export type Catalogue = Record<string, unknown>;

/**
 * One file per domain (`fr/auth.json`); each file becomes the top-level group of the same name in a single
 * namespace, so keys read `auth.login.submit` or `settings.success`.
 */
export function buildCatalogue(files: Record<string, Catalogue>): Catalogue {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => [/([\w-]+)\.json$/.exec(path)?.[1] ?? path, content]),
  );
}
