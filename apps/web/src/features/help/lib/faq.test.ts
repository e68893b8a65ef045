import { describe, expect, it } from 'vitest';
import { faqValues, searchFaq, toParagraphs, type FaqEntry } from './faq';

const entries: FaqEntry[] = [
  { section: 'trips', id: 'ghg', question: 'Comment les GES évités sont-ils calculés ?', answer: '0,21 kg par km' },
  { section: 'score', id: 'size_bands', question: 'Catégories de taille', answer: 'Jusqu’à 20 employés' },
];

describe('faqValues', () => {
  it('writes the trip rules in the reader’s language', () => {
    expect(faqValues('fr')).toMatchObject({ metres: '500', minutes: '2', kgPerKm: '0,21', exampleKg: '2,1' });
    expect(faqValues('en')).toMatchObject({ kgPerKm: '0.21', exampleKg: '2.1' });
  });
});

describe('searchFaq', () => {
  it('finds a word in the question or the answer, without accents', () => {
    expect(searchFaq(entries, 'evites', 'fr').map(({ id }) => id)).toEqual(['ghg']);
    expect(searchFaq(entries, 'EMPLOYÉS', 'fr').map(({ id }) => id)).toEqual(['size_bands']);
    expect(searchFaq(entries, '', 'fr')).toHaveLength(2);
    expect(searchFaq(entries, 'vélo', 'fr')).toEqual([]);
  });
});

describe('toParagraphs', () => {
  it('splits on blank lines', () => {
    expect(toParagraphs('Un.\n\nDeux.\n  \nTrois.')).toEqual(['Un.', 'Deux.', 'Trois.']);
  });
});
