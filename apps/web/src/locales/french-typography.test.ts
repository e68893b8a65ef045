import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from './catalogue-keys';
import { fixFrenchTypography, NARROW_NBSP as N } from './french-typography';

describe('fixFrenchTypography', () => {
  it('puts a narrow no-break space before : ; ! ? whether there was a space, a no-break space or none', () => {
    expect(fixFrenchTypography('Fuseau horaire : {{timeZone}}')).toBe(`Fuseau horaire${N}: {{timeZone}}`);
    expect(fixFrenchTypography('Supprimer ?')).toBe(`Supprimer${N}?`);
    expect(fixFrenchTypography('Merci\u00a0!')).toBe(`Merci${N}!`);
    expect(fixFrenchTypography('Attention; voici')).toBe(`Attention${N}; voici`);
    expect(fixFrenchTypography('n° {{number}}?')).toBe(`n° {{number}}${N}?`);
  });

  it('spaces the inside of French quotes', () => {
    expect(fixFrenchTypography('La boutique « {{name}} » sera supprimée.')).toBe(
      `La boutique «${N}{{name}}${N}» sera supprimée.`,
    );
    expect(fixFrenchTypography('«Oui»')).toBe(`«${N}Oui${N}»`);
    expect(fixFrenchTypography('« Vraiment ? »')).toBe(`«${N}Vraiment${N}?${N}»`);
  });

  it('leaves placeholders, tags, addresses, clock times and doubled signs alone, and changes nothing twice', () => {
    for (const text of [
      'Adresse web invalide',
      'Voir https://exemple.org/a?b=c',
      'Écrire à mailto:aide@exemple.org',
      'Ouvert de 08:30 à 17:00',
      '{{count, number}}',
      '<1>Lien</1>',
      `Quoi${N}?!`,
      '?',
    ])
      expect(fixFrenchTypography(text)).toBe(text);
    const once = fixFrenchTypography('Vraiment ? « Oui » : non !');
    expect(fixFrenchTypography(once)).toBe(once);
  });
});

describe('French catalogues', () => {
  it('follow French typography before : ; ! ? and inside « »', () => {
    const directory = new URL('./fr/', import.meta.url);
    const wrong = readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) =>
        [...flattenCatalogue(JSON.parse(readFileSync(new URL(name, directory), 'utf8')))]
          .filter(([, text]) => typeof text === 'string' && fixFrenchTypography(text) !== text)
          .map(([key]) => `${name.replace('.json', '')}.${key}`),
      );
    expect(
      wrong,
      'French strings need a narrow no-break space before : ; ! ? and inside « »: run `node scripts/fix-french-typography.mjs`',
    ).toEqual([]);
  });
});
