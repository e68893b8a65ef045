import { describe, expect, it } from 'vitest';
import { mailerLiteSettingsInput, mailerLiteSyncOutcome } from './mailerlite.ts';

describe('the mailing list', () => {
  it('ends a synchronisation failed when it stopped, partial when MailerLite refused some participants', () => {
    const counts = { added: 3, updated: 1, removed: 1, failed: 0 };
    expect(mailerLiteSyncOutcome(counts, false)).toBe('succeeded');
    expect(mailerLiteSyncOutcome({ ...counts, failed: 2 }, false)).toBe('partial');
    expect(mailerLiteSyncOutcome(counts, true)).toBe('failed');
  });

  it('takes an API key of 8 characters or more, and a group id MailerLite could have given', () => {
    expect(mailerLiteSettingsInput.safeParse({ apiKey: '  abcdefgh  ' }).data?.apiKey).toBe('abcdefgh');
    expect(mailerLiteSettingsInput.safeParse({ apiKey: 'short' }).success).toBe(false);
    expect(mailerLiteSettingsInput.safeParse({ groupId: '118432197812345678' }).success).toBe(true);
    expect(mailerLiteSettingsInput.safeParse({ groupId: '../subscribers' }).success).toBe(false);
    expect(mailerLiteSettingsInput.safeParse({ groupId: null, enabled: false }).success).toBe(true);
  });
});
