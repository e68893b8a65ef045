import { describe, expect, it } from 'vitest';
import type { Branch } from '../api/get-branches';
import { filterBranches } from './filter-branches';

const branch = (name: string, regionName: string | null, organisationName = 'Boréal'): Branch => ({
  id: name,
  organisationId: 'org-1',
  organisationName,
  name,
  regionId: null,
  regionName,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const branches = [branch('Siège social', 'Chomedey'), branch('Laboratoire', 'Sainte-Rose', 'Cégep')];

describe('filterBranches', () => {
  it('keeps everything for an empty search', () => {
    expect(filterBranches(branches, '  ', 'fr')).toHaveLength(2);
  });

  it('matches name, region and organisation without case or accents', () => {
    expect(filterBranches(branches, 'SIEGE', 'fr').map(({ name }) => name)).toEqual(['Siège social']);
    expect(filterBranches(branches, 'sainte', 'fr').map(({ name }) => name)).toEqual(['Laboratoire']);
    expect(filterBranches(branches, 'cegep', 'fr').map(({ name }) => name)).toEqual(['Laboratoire']);
  });
});
