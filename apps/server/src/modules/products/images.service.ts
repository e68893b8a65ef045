import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Tx } from '../../db/transaction.ts';
import { findImageBytes, findImageOwner, insertImage } from './images.repository.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an upload may declare (50 megapixels): a few kB of PNG can announce 20,000 x 20,000 pixels and
 * take gigabytes once decoded, so the header is read first and sharp never decodes more than this.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
const MAX_IMAGE_SIDE = 1600;
export const THUMBNAIL_SIZE = 200;
/** The spec's thumbnail suffix: `<image url>/200x200`. */
export const THUMBNAIL_SUFFIX = `${THUMBNAIL_SIZE}x${THUMBNAIL_SIZE}`;

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;

export const imageUrlsOf = (id: string) => ({
  id,
  url: `/api/images/${id}`,
  thumbnailUrl: `/api/images/${id}/${THUMBNAIL_SUFFIX}`,
});

/**
 * How a record shows its image: the uploaded one's addresses, or an address of an image hosted elsewhere (no
 * thumbnail then), or none.
 */
export function imageFieldsOf(imageId: string | null, externalUrl: string | null = null) {
  if (!imageId) return { imageId: null, imageUrl: externalUrl, thumbnailUrl: null };
  const { url, thumbnailUrl } = imageUrlsOf(imageId);
  return { imageId, imageUrl: url, thumbnailUrl };
}

const imageInvalid = () => badRequest('image_invalid', 'The file is not a JPEG, PNG or WebP image');
const tooManyPixels = () =>
  new AppError(413, 'image_too_many_pixels', `Images are limited to ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);

/**
 * Checks the bytes by decoding them (never trusting the name or the announced type), keeps the picture
 * re-encoded in its own format at most 1600 px wide or high, and a 200x200 cover thumbnail beside it.
 */
export async function uploadImage(db: Db, actor: Actor, bytes: Buffer) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'images.create', imageOwnerOf(dashboard));
  let format: Format;
  let pixels: number;
  try {
    // Reads the header only: nothing is decoded yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!metadata.format || !(metadata.format in FORMATS)) throw imageInvalid();
    format = metadata.format as Format;
    pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  } catch {
    throw imageInvalid();
  }
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels();
  // Decoding stays bounded even if the header lied.
  const decode = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
  const encode = (pipeline: Sharp) =>
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 85 });
  let original: { data: Buffer; info: OutputInfo };
  let thumbnail: Buffer;
  try {
    original = await encode(
      decode().rotate().resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true }),
    ).toBuffer({ resolveWithObject: true });
    thumbnail = await encode(
      decode().rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' }),
    ).toBuffer();
  } catch {
    throw imageInvalid();
  }
  const row = await insertImage(db, {
    ...imageOwnerOf(dashboard),
    contentType: FORMATS[format],
    width: original.info.width,
    height: original.info.height,
    data: original.data,
    thumbnail,
    uploadedBy: dashboard.userId,
  });
  return { ...imageUrlsOf(row.id), width: row.width, height: row.height };
}

/** The owner an upload is kept under: a merchant's, an organisation's, or the city admins' (neither). */
function imageOwnerOf(actor: DashboardActor) {
  return {
    cityId: actor.cityId,
    tenantId: actor.role === 'tenant' ? actor.tenantId : null,
    organisationId: actor.role === 'organisation' ? actor.organisationId : null,
  };
}

/**
 * True when the image was uploaded by the actor's own tenant: its city's admins for a city account, its
 * organisation for an organisation's, its merchant for a merchant's. A record only refers to such an image.
 */
export async function isOwnImage(db: Db | Tx, actor: DashboardActor, imageId: string) {
  const image = await findImageOwner(db, imageId);
  if (!image) return false;
  const owner = imageOwnerOf(actor);
  return (
    image.cityId === owner.cityId && image.tenantId === owner.tenantId && image.organisationId === owner.organisationId
  );
}

export async function readImage(db: Db, imageId: string, variant: 'original' | 'thumbnail') {
  const row = await findImageBytes(db, imageId, variant);
  if (!row) throw notFound();
  return row;
}
