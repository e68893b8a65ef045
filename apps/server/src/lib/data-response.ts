import { z } from 'zod';

/** Every JSON answer is `{ data: … }` (a list adds its paging beside `data`) or the error shape. */
export const dataResponse = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
