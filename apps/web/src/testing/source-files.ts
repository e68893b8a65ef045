/** The web app's own source (tests and the generated API types left out), by path from `src/`, for tests that read code. */
export const SOURCE_FILES: { file: string; text: string }[] = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../lib/api-types.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
).map(([path, text]) => ({ file: path.replace(/^\.\.\//, ''), text }));
