import { describe, expect, it } from 'vitest';
import { readInviteCode, readPendingId } from './invitation-link';

describe('readPendingId', () => {
  it('reads the invitation id whatever the scope parameter', () => {
    const id = '0b6f2c1e-8d4a-4f7e-9c3b-2a1d5e6f7a8b';
    expect(readPendingId(new URLSearchParams(`organisationId=o-1&pendingId=${id}`))).toBe(id);
    expect(readPendingId(new URLSearchParams(`cityId=c-1&pendingId=${id}`))).toBe(id);
  });

  it('refuses a missing or malformed id', () => {
    expect(readPendingId(new URLSearchParams('organisationId=o-1'))).toBeNull();
    expect(readPendingId(new URLSearchParams('pendingId=abc'))).toBeNull();
  });
});

describe('readInviteCode', () => {
  it('upper-cases and drops spaces', () => {
    expect(readInviteCode(new URLSearchParams('code=abcd 2345'))).toBe('ABCD2345');
    expect(readInviteCode(new URLSearchParams(''))).toBe('');
  });
});
