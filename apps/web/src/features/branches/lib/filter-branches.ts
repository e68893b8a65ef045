import { matchesSearch } from '@/lib/search';
import type { Branch } from '../api/get-branches';

/** Branches whose name, region or organisation contains the search. */
export function filterBranches(branches: Branch[], search: string, language: string): Branch[] {
  return branches.filter((branch) =>
    matchesSearch(search, [branch.name, branch.regionName ?? '', branch.organisationName], language),
  );
}
