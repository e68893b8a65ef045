import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY_FILES, pageFiles, SOURCES } from '@/testing/module-graph';
import { PAGES } from './routing/pages';

/**
 * The app loads Mantine's stylesheets per component (`mantine-styles.ts` with the app, `mantine-page-styles.ts`
 * with the signed-in layout and every page but sign-in): a component used without its stylesheet would show
 * unstyled. The components are read from the `@mantine/core` imports of the source.
 */

const STYLES_FOLDER = fileURLToPath(new URL('../../../../node_modules/@mantine/core/styles/', import.meta.url));

/** Components drawn with other components' styles (and their own, when they have a stylesheet). */
const BUILT_ON: Record<string, string[]> = {
  TextInput: ['Input'],
  PasswordInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  Select: ['Input', 'Combobox'],
  MultiSelect: ['Input', 'Combobox', 'Pill', 'PillsInput'],
  Highlight: ['Mark'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
};

function stylesheetsOf(component: string): string[] {
  const own = existsSync(`${STYLES_FOLDER}${component}.css`) ? [component] : [];
  return [...own, ...(BUILT_ON[component] ?? [])];
}

function componentsOf(files: Iterable<string>): Set<string> {
  const components = new Set<string>();
  for (const file of files) {
    for (const [, names] of (SOURCES.get(file) ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names!.split(',').map((part) => part.trim())) if (/^[A-Z]/.test(name)) components.add(name);
    }
  }
  return components;
}

function imported(file: string): string[] {
  return [...SOURCES.get(file)!.matchAll(/^import '@mantine\/core\/styles\/(\w+)\.css';$/gm)].map((match) => match[1]!);
}

const frameSheets = new Set(imported('app/mantine-styles.ts'));
const pageSheets = new Set(imported('app/mantine-page-styles.ts'));

const missing = (files: Iterable<string>, sheets: Set<string>) =>
  [...componentsOf(files)].flatMap((component) =>
    stylesheetsOf(component)
      .filter((sheet) => !sheets.has(sheet))
      .map((sheet) => `${component}: ${sheet}.css`),
  );

describe('Mantine stylesheets', () => {
  it('reads the components and stylesheets from the source', () => {
    expect(frameSheets.has('Button')).toBe(true);
    expect(pageSheets.has('Table')).toBe(true);
    expect(stylesheetsOf('Select')).toEqual(['Input', 'Combobox']);
    expect(componentsOf(['app/layouts/app-shell/app-layout.tsx']).has('AppShell')).toBe(true);
  });

  it('imports only stylesheets that exist, once', () => {
    const all = [...imported('app/mantine-styles.ts'), ...imported('app/mantine-page-styles.ts')];
    expect(all.filter((sheet) => !existsSync(`${STYLES_FOLDER}${sheet}.css`))).toEqual([]);
    expect(all.length).toBe(new Set(all).size);
  });

  it('keeps the order of styles.css (a component after those it builds on)', () => {
    const full = readFileSync(`${STYLES_FOLDER}../styles.css`, 'utf8');
    const position = (sheet: string) =>
      full.indexOf(readFileSync(`${STYLES_FOLDER}${sheet}.css`, 'utf8').trim().slice(0, 120));
    for (const file of ['app/mantine-styles.ts', 'app/mantine-page-styles.ts']) {
      const positions = imported(file).map(position);
      expect(positions.every((value) => value >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('loads with the app the stylesheets of the entry and of the pages that ask for no others', () => {
    const light = PAGES.filter((page) => page.frameStylesOnly).flatMap((page) => [...pageFiles(page.page)]);
    const gaps = [...ENTRY_FILES, ...light].flatMap((file) =>
      missing([file], new Set([...frameSheets, ...imported(file)])),
    );
    expect(gaps).toEqual([]);
  });

  it('loads the stylesheet of every component the app uses (with the app, its pages, or the lazy module itself)', () => {
    const loaded = new Set([...frameSheets, ...pageSheets]);
    const gaps = [...SOURCES.keys()].flatMap((file) => missing([file], new Set([...loaded, ...imported(file)])));
    expect(gaps).toEqual([]);
  });
});
