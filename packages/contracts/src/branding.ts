import { z } from 'zod';

export const brandingSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  productKey: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;
