import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './leaderboard-csv';

describe('the leaderboard as CSV', () => {
  it('writes French Excel conventions: semicolons, decimal commas, a byte-order mark', () => {
    const csv = toCsv(['Rang', 'Participant', 'Distance (km)'], [[1, 'Zoé Tremblay', 12.345]], 'fr');
    expect(csv).toBe('\uFEFFRang;Participant;Distance (km)\r\n1;Zoé Tremblay;12,35\r\n');
  });

  it('writes English conventions and quotes cells holding the separator or quotes', () => {
    const csv = toCsv(['Rank', 'User'], [[2, 'Smith, "Jo"']], 'en');
    expect(csv).toBe('\uFEFFRank,User\r\n2,"Smith, ""Jo"""\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, and leaves empty cells empty', () => {
    const csv = toCsv(['User', 'Mode'], [['=HYPERLINK("x")', null]], 'fr');
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";`);
  });

  it('names the file after the challenge without accents or separators', () => {
    expect(csvFileName('Défi vélo : été 2026', 'classement')).toBe('defi-velo-ete-2026-classement.csv');
    expect(csvFileName('***', 'classement')).toBe('challenge-classement.csv');
  });
});
