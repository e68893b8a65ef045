import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { DEFAULT_LOCALE } from '@mobiverte/contracts';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstViewChunks } from './first-view-chunks';
import { STORAGE_KEYS } from './src/lib/storage';
import { FRAME_NAMESPACES } from './src/locales/namespaces';

const apiTarget = process.env.MOBIVERTE_API_URL ?? 'http://localhost:3000';

/** Vendors every page needs, in one chunk that outlives the app's own releases in the browser cache. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next)\//;
/**
 * One chunk per language with what the app needs before its first render: the frame's namespaces. A page's
 * other namespaces are one chunk each (src/locales/namespaces.ts); dayjs and its locales come with the date
 * inputs (src/components/dates/date-inputs.ts).
 */
const LOCALE_FILE = new RegExp(`/src/locales/(fr|en|de)/(?:${FRAME_NAMESPACES.join('|')})\\.json$`);
const localeOf = (id: string) => LOCALE_FILE.exec(id)?.[1];

/**
 * The active locale's chunk is requested with the entry instead of once the entry has run: index.html picks
 * it from the stored language (lib/i18n.ts reads the same key) and adds its modulepreload.
 */
function preloadActiveLocale(): Plugin {
  return {
    name: 'mobiverte:preload-active-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const files = Object.fromEntries(
          Object.values(bundle ?? {}).flatMap((output) => {
            const locale = output.type === 'chunk' ? /^locale-(\w+)$/.exec(output.name)?.[1] : undefined;
            return locale ? [[locale, `/${output.fileName}`]] : [];
          }),
        );
        const script = `(() => {
  const files = ${JSON.stringify(files)};
  let stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.locale)}); } catch {}
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '' });
  link.href = files[stored] ?? files[${JSON.stringify(DEFAULT_LOCALE)}];
  document.head.append(link);
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Two imports of Mantine's that loaded a whole library on every signed-in page for one small thing, pointed
 * at a copy of that thing (src/lib/vendor): ScrollArea's `useMergeRefs` (the sidebar, every table) from
 * @floating-ui/react, one module that only popovers, menus and tooltips need in full; the app shell's scroll
 * bar class names from react-remove-scroll, the scroll lock that modals bring when they open.
 */
const VENDOR_COPIES = [
  {
    source: '@floating-ui/react',
    importer: '/@mantine/core/esm/components/ScrollArea/',
    copy: './src/lib/vendor/merge-refs.ts',
  },
  {
    source: 'react-remove-scroll',
    importer: '/@mantine/core/esm/components/AppShell/',
    copy: './src/lib/vendor/remove-scroll-class-names.ts',
  },
];

function vendorCopies(): Plugin {
  return {
    name: 'mobiverte:vendor-copies',
    enforce: 'pre',
    resolveId: (source, importer) => {
      const match = VENDOR_COPIES.find((entry) => entry.source === source && importer?.includes(entry.importer));
      return match ? new URL(match.copy, import.meta.url).pathname : null;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vendorCopies(),
    preloadActiveLocale(),
    // The server sends these .br and .gz files as they are (@fastify/static's preCompressed).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    modulePreload: {
      // The entry lists, for each lazy chunk, the files to fetch with it: for ninety pages and their locale
      // chunks, those lists weighed some 4 kB compressed in every first load. The pages a session opens on (the
      // dashboards, the logins) and the signed-in frame keep theirs; any other page fetches its imports as the
      // browser reads them. index.html keeps the entry's own (the framework's chunk is fetched with the entry,
      // not once the entry has been read).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(dashboard|login|app-layout|mantine-page-styles)[^/]*\.js$/.test(file) ? deps : [],
    },
    rolldownOptions: {
      // Building a zod schema has no side effect: the schemas the web app never reads (contracts defines
      // them beside the constants it does use) are left out with zod itself.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // Without their dependencies: @mantine/core stays where every page finds it.
            {
              name: (id) => `locale-${localeOf(id)}`,
              debugName: 'locales',
              test: LOCALE_FILE,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: 'framework', test: FRAMEWORK, priority: 1 },
            // Mantine's direction context (tabs, the app shell, popovers) on its own, not in whichever lazy
            // chunk shares its importers (Floating UI's, once no component of the entry read it).
            {
              name: 'mantine-direction',
              test: /\/@mantine\/core\/esm\/core\/DirectionProvider\//,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'app', tags: ['$initial'], priority: 0 },
            firstViewChunks(),
          ],
        },
      },
    },
  },
});
