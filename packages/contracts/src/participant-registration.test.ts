import { describe, expect, it } from 'vitest';
import { normaliseInviteCode, participantRegistrationBody } from './participant-registration.ts';

describe('participant registration', () => {
  it('reads an invite code as typed or pasted: no spaces, upper case', () => {
    expect(normaliseInviteCode(' 5xsx zcnm\n')).toBe('5XSXZCNM');
    expect(normaliseInviteCode('ABCD2345')).toBe('ABCD2345');
  });

  it('answers French when no locale is sent, and trims the names', () => {
    const body = participantRegistrationBody.parse({
      inviteCode: 'abcd2345',
      firstName: ' Léa ',
      lastName: 'Gagnon',
      email: 'lea@exemple.test',
      password: 'Un-mot-de-passe-2026',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(body).toMatchObject({ firstName: 'Léa', locale: 'fr' });
  });

  it('refuses an empty invite code or an invalid email', () => {
    const result = participantRegistrationBody.safeParse({
      inviteCode: '  ',
      firstName: 'Léa',
      lastName: 'Gagnon',
      email: 'not-an-email',
      password: 'x',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['inviteCode', 'email']);
  });
});
