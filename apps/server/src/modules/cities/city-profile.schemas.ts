import { line } from '@mobiverte/contracts';
import { z } from 'zod';

export const cityProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  timezone: z.string(),
});

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const cityProfileBodySchema = z.object({
  name: line().trim().min(1).max(200),
  email: z.email().max(254),
  province: line()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  country: z.enum(['CA', 'US', 'FR', 'DE', 'BE', 'CH']),
  timezone: line().max(100).refine(isTimeZone, { message: 'invalid_time_zone' }),
});
