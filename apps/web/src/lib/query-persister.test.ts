import { describe, expect, it } from 'vitest';
import { isPersistedQuery } from './query-persister';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending') => ({ queryKey, state: { status } });

describe('isPersistedQuery', () => {
  it('keeps statistics that loaded, and nothing else', () => {
    expect(isPersistedQuery(query(['stats', 'stats-by', { ownerId: 'o' }], 'success'))).toBe(true);
    expect(isPersistedQuery(query(['stats', 'stats-by', { ownerId: 'o' }], 'error'))).toBe(false);
    expect(isPersistedQuery(query(['stats', 'app-usage'], 'pending'))).toBe(false);
    expect(isPersistedQuery(query(['session'], 'success'))).toBe(false);
    expect(isPersistedQuery(query(['organisations', 'detail', 'o', 'summary'], 'success'))).toBe(false);
  });
});
