import { describe, expect, it } from 'vitest';
import { cityOnboardingBody, isIanaTimeZone } from './city-onboarding.ts';

describe('the city onboarding body', () => {
  const body = {
    city: { name: 'Laval', timezone: 'America/Toronto', country: 'CA', email: 'mobilite@laval.test' },
    admin: { firstName: 'Ana', lastName: 'Roy', email: 'ana@laval.test' },
  };

  it('accepts a city without a province, the admin writing in French by default', () => {
    const parsed = cityOnboardingBody.parse(body);
    expect(parsed.city.province).toBeNull();
    expect(parsed.admin.locale).toBe('fr');
  });

  it('takes IANA zones only, not offsets nor unknown names', () => {
    expect(isIanaTimeZone('America/Toronto')).toBe(true);
    expect(isIanaTimeZone('Europe/Paris')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    for (const zone of ['+05:00', 'Mars/Olympus_Mons', '', 'EST', 'a\u0000b']) expect(isIanaTimeZone(zone)).toBe(false);
  });

  it('names the refused field', () => {
    const result = cityOnboardingBody.safeParse({ ...body, city: { ...body.city, country: 'Canada' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city.country']);
  });
});
