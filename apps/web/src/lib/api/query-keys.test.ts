import { describe, expect, it } from 'vitest';
import { SOURCE_FILES as sources } from '@/testing/source-files';
import { createQueryKeys, isAccountQuery } from './query-keys';

describe('createQueryKeys', () => {
  it('nests lists and details under the resource, Medusa style', () => {
    const keys = createQueryKeys('orders');
    expect(keys.all).toEqual(['orders']);
    expect(keys.lists()).toEqual(['orders', 'list']);
    expect(keys.list({ page: 2 })).toEqual(['orders', 'list', { page: 2 }]);
    expect(keys.detail('o-1')).toEqual(['orders', 'detail', 'o-1']);
  });

  it('keeps the session and the branding when an account signs in or out', () => {
    expect(isAccountQuery({ queryKey: ['session'] })).toBe(false);
    expect(isAccountQuery({ queryKey: ['branding'] })).toBe(false);
    expect(isAccountQuery({ queryKey: ['orders', 'list'] })).toBe(true);
  });
});

describe('cache keys across the web app', () => {
  it('declares each resource root in one file only', () => {
    const filesByRoot = new Map<string, string[]>();
    for (const { file, text } of sources) {
      for (const [, root] of text.matchAll(/createQueryKeys\(\s*['"`]([^'"`]+)['"`]/g)) {
        filesByRoot.set(root as string, [...(filesByRoot.get(root as string) ?? []), file]);
      }
    }
    expect(filesByRoot.size).toBeGreaterThan(10);
    const declaredTwice = [...filesByRoot].filter(([, files]) => files.length > 1);
    expect(declaredTwice).toEqual([]);
  });

  it('types no key by hand: every key comes from a resource factory', () => {
    const handTyped = /queryKey:\s*\[\s*['"`]|queryKey\[0\]\s*[!=]==?\s*['"`]|QueryDefaults\(\s*\[\s*['"`]/;
    expect(sources.filter(({ text }) => handTyped.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
