import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { images } from '../../db/schema/index.ts';

export async function insertImage(db: Db, values: typeof images.$inferInsert) {
  const [row] = await db
    .insert(images)
    .values(values)
    .returning({ id: images.id, width: images.width, height: images.height });
  return row!;
}

export async function findImageBytes(db: Db, imageId: string, variant: 'original' | 'thumbnail') {
  const [row] = await db
    .select({
      contentType: images.contentType,
      bytes: variant === 'original' ? images.data : images.thumbnail,
      createdAt: images.createdAt,
    })
    .from(images)
    .where(eq(images.id, imageId));
  return row;
}

/** Whose an image is: its city, and the merchant or organisation that uploaded it (none: the city's admins). */
export async function findImageOwner(db: Db | Tx, imageId: string) {
  const [row] = await db
    .select({ cityId: images.cityId, organisationId: images.organisationId, tenantId: images.tenantId })
    .from(images)
    .where(eq(images.id, imageId));
  return row;
}
