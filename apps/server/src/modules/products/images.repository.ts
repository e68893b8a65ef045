import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
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
