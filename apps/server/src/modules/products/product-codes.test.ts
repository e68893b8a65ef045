import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productCodes } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { multipartImage } from './products.cross-tenant.ts';

describe.each(TEST_DATABASES)('product codes and images on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Codes', ['tenant']);

  const newProduct = async (stock: number) =>
    (
      await suite.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: bearer(suite.tokens.tenant),
        payload: { titleFr: 'Codes', titleEn: 'Codes', price: 3, stock, initialStock: stock },
      })
    ).json().data.id as string;
  const addCodes = (productId: string, codes: string[], type = 'barCode') =>
    suite.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/codes`,
      headers: bearer(suite.tokens.tenant),
      payload: { codes, type },
    });
  const upload = (bytes: Buffer, filename: string) => {
    const { payload, headers } = multipartImage(bytes, filename);
    return { payload, headers: { ...bearer(suite.tokens.tenant), ...headers } };
  };
  const listCodes = (productId: string, query = '') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/codes?pageSize=200${query}`,
      headers: bearer(suite.tokens.tenant),
    });

  it('trims the pasted codes, drops empty entries and skips repeated ones', async () => {
    const productId = await newProduct(5);
    const added = await addCodes(productId, ['  A-1 ', '', '   ', 'A-2', 'A-1', '\tA-3\n']);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ inserted: 3, skipped: 1 });
    const again = await addCodes(productId, ['A-3', 'A-4']);
    expect(again.json().data).toEqual({ inserted: 1, skipped: 1 });
    const list = await listCodes(productId);
    expect(
      list
        .json()
        .data.map((code: { barCode: string }) => code.barCode)
        .sort(),
    ).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(list.json()).toMatchObject({ total: 4, available: 4, stock: 5 });
    expect(list.json().data[0]).toMatchObject({ status: 'active', type: 'barCode' });
  });

  it('writes 600 codes in one request (three batches of 250)', async () => {
    const productId = await newProduct(600);
    const codes = Array.from({ length: 600 }, (_, index) => `LOT-${String(index).padStart(4, '0')}`);
    const added = await addCodes(productId, codes);
    expect(added.json().data).toEqual({ inserted: 600, skipped: 0 });
    const stored = await suite.database.db.$count(productCodes, eq(productCodes.productId, productId));
    expect(stored).toBe(600);
  });

  it('generates exactly one unique QR code per unit of stock not yet covered, and none the second time', async () => {
    const productId = await newProduct(7);
    await addCodes(productId, ['EXISTING-1', 'EXISTING-2']);
    const generated = await suite.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/codes/generate-qr`,
      headers: bearer(suite.tokens.tenant),
    });
    expect(generated.json().data).toEqual({ inserted: 5, skipped: 0 });
    const qr = await listCodes(productId, '');
    const values = qr.json().data.filter((code: { type: string }) => code.type === 'qrCode');
    expect(values).toHaveLength(5);
    expect(new Set(values.map((code: { barCode: string }) => code.barCode)).size).toBe(5);
    const twice = await suite.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/codes/generate-qr`,
      headers: bearer(suite.tokens.tenant),
    });
    expect(twice.json().data.inserted).toBe(0);
  });

  it('changes a code status, never to used, and never re-activates a code handed out to an order', async () => {
    const productId = await newProduct(2);
    await addCodes(productId, ['STATUS-1']);
    const code = (await listCodes(productId)).json().data[0];
    const cancelled = await suite.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}/codes/${code.id}`,
      headers: bearer(suite.tokens.tenant),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    const used = await suite.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}/codes/${code.id}`,
      headers: bearer(suite.tokens.tenant),
      payload: { status: 'used' },
    });
    expect(used.statusCode).toBe(400);
    await suite.database.db
      .update(productCodes)
      .set({ orderId: suite.world.order.id, status: 'used' })
      .where(eq(productCodes.id, suite.world.productCode.id));
    const handedOut = await suite.app.inject({
      method: 'PATCH',
      url: `/api/products/${suite.world.product.id}/codes/${suite.world.productCode.id}`,
      headers: bearer(suite.tokens.tenant),
      payload: { status: 'active' },
    });
    expect(handedOut.statusCode).toBe(409);
    expect(handedOut.json().error.code).toBe('code_already_handed_out');
  });

  it('stores an uploaded PNG with a 200x200 thumbnail, served with its type and long cache headers', async () => {
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 47, g: 158, b: 68 } },
    })
      .png()
      .toBuffer();
    const uploaded = await suite.app.inject({
      method: 'POST',
      url: '/api/images',
      ...upload(png, 'velo.png'),
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, url, thumbnailUrl } = uploaded.json().data;
    expect(thumbnailUrl).toBe(`/api/images/${id}/200x200`);
    const original = await suite.app.inject({ method: 'GET', url });
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toContain('max-age=31536000');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
    const thumbnail = await suite.app.inject({ method: 'GET', url: thumbnailUrl });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });

    const product = await suite.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(suite.tokens.tenant),
      payload: { titleFr: 'Avec image', titleEn: 'With image', price: 1, stock: 1, initialStock: 1, imageIds: [id] },
    });
    expect(product.json().data.images).toEqual([{ id, url, thumbnailUrl }]);
  });

  it('takes pictures above the JSON body limit and scales the large ones down to 1600 px', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1200 * 800 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1200, height: 800, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const heavy = await suite.app.inject({ method: 'POST', url: '/api/images', ...upload(noise, 'bruit.png') });
    expect(heavy.statusCode).toBe(201);
    expect(heavy.json().data).toMatchObject({ width: 1200, height: 800 });
    const wide = await sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#2f9e44' } })
      .jpeg()
      .toBuffer();
    const scaled = await suite.app.inject({ method: 'POST', url: '/api/images', ...upload(wide, 'large.jpg') });
    expect(scaled.json().data).toMatchObject({ width: 1600, height: 800 });
    const served = await suite.app.inject({ method: 'GET', url: scaled.json().data.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a decompression bomb (a small PNG declaring huge dimensions) with 413 before decoding it', async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // The IHDR chunk (bytes 8-32) declares the width and height; rewritten, with its CRC, the file stays tiny.
    const declaring = (width: number, height: number) => {
      const bomb = Buffer.from(tiny);
      bomb.writeUInt32BE(width, 16);
      bomb.writeUInt32BE(height, 20);
      bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
      return bomb;
    };
    for (const [width, height] of [
      [8_000, 8_000], // 64 MP: under sharp's own default limit, refused by the product's 50 MP bound
      [100_000, 100_000], // 10 GP
    ] as const) {
      const bomb = declaring(width, height);
      expect(bomb.length).toBeLessThan(200);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width, height });
      const response = await suite.app.inject({ method: 'POST', url: '/api/images', ...upload(bomb, 'bombe.png') });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('image_too_many_pixels');
    }
    // Just under the bound, the header is accepted and the (broken) pixel data refused as an invalid image.
    const lying = await suite.app.inject({
      method: 'POST',
      url: '/api/images',
      ...upload(declaring(2_000, 2_000), 'x.png'),
    });
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error.code).toBe('image_invalid');
  });

  it('refuses a file that is not an image whatever its name, and an image over 5 MB', async () => {
    const fake = await suite.app.inject({
      method: 'POST',
      url: '/api/images',
      ...upload(Buffer.from('not really a picture'), 'photo.png'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.code).toBe('image_invalid');
    const huge = await suite.app.inject({
      method: 'POST',
      url: '/api/images',
      ...upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png'),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('image_too_large');
    const missing = await suite.app.inject({ method: 'GET', url: `/api/images/${suite.world.product.id}/200x200` });
    expect(missing.statusCode).toBe(404);
  });
});
