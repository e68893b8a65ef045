/**
 * The catalogue is cut into namespaces, one per domain file (`fr/auth.json` holds the keys `auth.…`). These
 * are loaded with the app, in one chunk per language (vite.config.ts): the
 * frame's texts (layouts, menus, toasts), error messages and document titles. A page declares the others it
 * uses (`namespaces` in app/routing/pages.tsx), fetched with its code; `page-namespaces.test.ts` checks the
 * declarations against the keys the page's modules name.
 */
export const FRAME_NAMESPACES = ['actions', 'errors', 'fields', 'global', 'layout', 'nav', 'pages', 'roles'] as const;
