// Puts narrow no-break spaces before : ; ! ? and inside « » in every French catalogue (apps/web/src/locales/fr).
// Run after editing French texts: node scripts/fix-french-typography.mjs (the locales test names it when needed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fixFrenchTypography } from '../apps/web/src/locales/french-typography.ts';

const directory = new URL('../apps/web/src/locales/fr/', import.meta.url);

function fixAll(value) {
  if (typeof value === 'string') return fixFrenchTypography(value);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fixAll(child)]));
  return value;
}

let changed = 0;
for (const name of readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const file = new URL(name, directory);
  const before = readFileSync(file, 'utf8');
  const after = `${JSON.stringify(fixAll(JSON.parse(before)), null, 2)}\n`;
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
    console.log(`fixed ${name}`);
  }
}
console.log(changed === 0 ? 'French catalogues already follow French typography.' : `${changed} file(s) fixed.`);
