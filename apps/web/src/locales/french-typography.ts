/**
 * French typography: a narrow no-break space (U+202F) before `: ; ! ?`, after `«` and before `»`. Placeholders,
 * tags, addresses and clock times keep their characters as they are.
 */
export const NARROW_NBSP = '\u202f';

const PROTECTED = /\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|\b[a-z][a-z0-9+.-]*:\/\/[^\s»)]*|\bmailto:[^\s»)]*|\d:\d/giu;
const SPACES = /[ \u00a0\u202f]+$/u;
const HIGH_SIGNS = ':;!?';
const OPENERS = new Set(['(', '[', '«', '\n']);

function protectedPositions(text: string): Set<number> {
  const positions = new Set<number>();
  for (const match of text.matchAll(PROTECTED))
    for (let index = match.index; index < match.index + match[0].length; index += 1) positions.add(index);
  return positions;
}

export function fixFrenchTypography(text: string): string {
  const kept = protectedPositions(text);
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (kept.has(index)) {
      out += char;
      continue;
    }
    if (char === '«') {
      out += `«${NARROW_NBSP}`;
      while (/[ \u00a0\u202f]/u.test(text[index + 1] ?? '')) index += 1;
      continue;
    }
    if (HIGH_SIGNS.includes(char) || char === '»') {
      const trimmed = out.replace(SPACES, '');
      const previous = trimmed.at(-1);
      const doubled = char !== '»' && previous !== undefined && HIGH_SIGNS.includes(previous) && trimmed === out;
      if (previous !== undefined && !OPENERS.has(previous) && !doubled) {
        out = `${trimmed}${NARROW_NBSP}${char}`;
        continue;
      }
    }
    out += char;
  }
  return out;
}
