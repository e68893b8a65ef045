import { describe, expect, it } from 'vitest';
import { parseCodeList } from './code-list';

describe('parseCodeList', () => {
  it('splits lines, commas and semicolons, trims, drops empty and repeated entries', () => {
    expect(parseCodeList(' A1 \n\nB2;C3,  \r\nA1\n   ')).toEqual(['A1', 'B2', 'C3']);
    expect(parseCodeList('   ')).toEqual([]);
  });
});
