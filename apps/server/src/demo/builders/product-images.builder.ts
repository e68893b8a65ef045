import sharp from 'sharp';
import type { Random } from '../random.ts';
import type { CategoryKey } from '../seed-data/products.data.ts';

export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 600;
const THUMBNAIL_SIZE = 200;

const PALETTES: Record<CategoryKey, readonly [string, string]> = {
  cafe: ['#8d5b3e', '#e0b084'],
  bike: ['#2f9e44', '#a9e34b'],
  food: ['#e8590c', '#ffd43b'],
  outdoor: ['#1864ab', '#74c0fc'],
  leisure: ['#862e9c', '#f783ac'],
  mobility: ['#0b7285', '#66d9e8'],
};

/** A pictogram per category, drawn in a 200×200 box centred on the picture. */
const PICTOGRAMS: Record<CategoryKey, string> = {
  cafe: '<path d="M40 70h100v60a40 40 0 0 1-40 40h-20a40 40 0 0 1-40-40z"/><path d="M140 85h15a20 20 0 0 1 0 40h-15" fill="none" stroke="white" stroke-width="12"/><path d="M70 30c-8 10 8 18 0 28M100 30c-8 10 8 18 0 28" fill="none" stroke="white" stroke-width="8" stroke-linecap="round"/>',
  bike: '<g fill="none" stroke="white" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"><circle cx="45" cy="130" r="35"/><circle cx="155" cy="130" r="35"/><path d="M45 130l35-60h50l25 60M80 70l20 60h-55M100 130l35-60M70 55h25"/></g>',
  food: '<path d="M30 80h140l-20 90h-100z"/><path d="M60 80l30-50M140 80l-30-50" fill="none" stroke="white" stroke-width="10" stroke-linecap="round"/>',
  outdoor: '<path d="M10 170l65-110 35 55 25-35 55 90z"/><circle cx="150" cy="45" r="18"/>',
  leisure: '<path d="M100 20l22 50 54 5-41 36 12 53-47-28-47 28 12-53-41-36 54-5z"/>',
  mobility: '<path d="M20 90h110v-40l60 50-60 50v-40h-110z"/>',
};

/**
 * A product picture drawn from shapes only (no text, so no fonts): the category's colours, a few soft circles
 * and its pictogram; PNG, with its 200×200 thumbnail. The same draws give the same bytes.
 */
export async function buildProductImage(random: Random, category: CategoryKey) {
  const [dark, light] = PALETTES[category];
  const circles = Array.from({ length: 6 }, () => {
    const x = random.int(0, PRODUCT_IMAGE_WIDTH);
    const y = random.int(0, PRODUCT_IMAGE_HEIGHT);
    const r = random.int(40, 180);
    const opacity = (random.int(8, 22) / 100).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="white" fill-opacity="${opacity}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <g transform="translate(250 150) scale(1.5)" fill="white">${PICTOGRAMS[category]}</g>
  </svg>`;
  const picture = sharp(Buffer.from(svg));
  const data = await picture.clone().png().toBuffer();
  const thumbnail = await picture.clone().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).png().toBuffer();
  return { data, thumbnail, contentType: 'image/png', width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_HEIGHT };
}
