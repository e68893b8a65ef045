import { type ProductCodeType, productCodeFlagsFor } from '@mobiverte/contracts';
import { eq } from 'drizzle-orm';
import {
  images,
  productCategories,
  productCategoryLinks,
  productCodes,
  productImages,
  products,
  tenants,
} from '../../db/schema/index.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { buildProductImage } from '../builders/product-images.builder.ts';
import type { DemoStep } from '../demo-context.ts';
import { drawUnique, type Random } from '../random.ts';
import { TENANT_TEMPLATES } from '../seed-data/tenants.data.ts';
import {
  CATEGORY_TEMPLATES,
  type CodeKind,
  PRODUCT_TEMPLATES,
  type ProductTemplate,
} from '../seed-data/products.data.ts';

/** Units a sold-out product had: the orders step buys every one of them. */
export const SOLD_OUT_UNITS = 3;
const DIGITS = '0123456789';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The cities' product categories and each merchant's catalogue, with a picture per product: prices, stocks,
 * categories, generic or unique
 * codes (one unique code per unit, and a few spare for bar and character codes), some waiting for approval,
 * one switched off, limits per period on a few. Orders come later, bought through the spending service.
 */
export const catalogueStep: DemoStep = {
  name: 'catalogue',
  async run(ctx, random) {
    const categoryIds = new Map<string, string>();
    const categoryRows: (typeof productCategories.$inferInsert)[] = [];
    for (const city of ctx.world.cities) {
      const createdAt = addDays(ctx.now, -random.int(400, 500));
      CATEGORY_TEMPLATES.forEach((template, index) => {
        const id = random.uuid();
        categoryIds.set(`${city.id}:${template.key}`, id);
        categoryRows.push({
          id,
          cityId: city.id,
          nameFr: template.nameFr,
          nameEn: template.nameEn,
          nameDe: template.nameDe,
          displayingOrder: index,
          createdAt,
          updatedAt: createdAt,
        });
      });
    }
    const productRows: (typeof products.$inferInsert)[] = [];
    const linkRows: (typeof productCategoryLinks.$inferInsert)[] = [];
    const codeRows: (typeof productCodes.$inferInsert)[] = [];
    const imageRows: (typeof images.$inferInsert)[] = [];
    const pictureRows: (typeof productImages.$inferInsert)[] = [];
    const usedCodes = new Set<string>();
    for (const tenant of ctx.world.tenants) {
      const merchant = TENANT_TEMPLATES.find((template) => template.name === tenant.name);
      const catalogue = merchant ? (PRODUCT_TEMPLATES[merchant.slug] ?? []) : [];
      const skuPrefix = (merchant?.slug ?? 'mv').slice(0, 3).toUpperCase();
      for (const [index, template] of catalogue.entries()) {
        const id = random.uuid();
        const createdAt = addDays(ctx.now, -random.int(150, 300));
        const status = template.status ?? 'active';
        const approved = status !== 'need_approval';
        const stock = template.soldOut ? SOLD_OUT_UNITS : template.stock;
        const genericCode = drawUnique(usedCodes, () => random.string(12, DIGITS));
        productRows.push({
          id,
          tenantId: tenant.id,
          cityId: tenant.cityId,
          titleFr: template.titleFr,
          titleEn: template.titleEn,
          bodyTextFr: template.bodyFr,
          bodyTextEn: template.bodyEn,
          sku: `${skuPrefix}-${String(index + 1).padStart(3, '0')}`,
          price: template.price,
          stock,
          initialStock: stock,
          availability: 'available',
          displayingOrder: index,
          isFeatured: template.flags?.includes('featured') ?? false,
          isNew: template.flags?.includes('new') ?? false,
          isOnSale: template.flags?.includes('onSale') ?? false,
          isDiscovery: template.flags?.includes('discovery') ?? false,
          isApproved: approved,
          status,
          steps: [...template.stepsFr],
          stepsEn: [...template.stepsEn],
          ...productCodeFlagsFor(CODE_TYPE_OF_KIND[template.code]),
          barCode: template.code.startsWith('generic') ? genericCode : null,
          maxTransactionsPerPeriod: template.limit ?? null,
          expirationDate: template.endsInDays ? addDays(ctx.now, template.endsInDays) : null,
          approvedAt: approved ? addDays(createdAt, random.int(1, 4)) : null,
          createdAt,
          updatedAt: createdAt,
        });
        for (const category of template.categories) {
          linkRows.push({ productId: id, categoryId: categoryIds.get(`${tenant.cityId}:${category}`)! });
        }
        if (template.code.startsWith('unique')) {
          const count = template.code === 'unique-qr' ? stock : stock + random.int(2, 6);
          for (let unit = 0; unit < count; unit++) {
            codeRows.push({
              id: random.uuid(),
              productId: id,
              tenantId: tenant.id,
              barCode: drawUnique(usedCodes, () => uniqueCode(template, skuPrefix, random)),
              type: template.code === 'unique-qr' ? 'qrCode' : 'barCode',
              createdAt: addDays(createdAt, 1),
              updatedAt: addDays(createdAt, 1),
            });
          }
        }
        const imageId = random.uuid();
        imageRows.push({
          id: imageId,
          cityId: tenant.cityId,
          tenantId: tenant.id,
          ...(await buildProductImage(random, template.categories[0]!)),
          uploadedBy: tenant.authUserId,
          createdAt,
        });
        pictureRows.push({ productId: id, imageId, position: 0 });
      }
      await ctx.tx.update(tenants).set({ productCount: catalogue.length }).where(eq(tenants.id, tenant.id));
    }
    await insertRows(ctx.tx, productCategories, categoryRows);
    await insertRows(ctx.tx, products, productRows);
    await insertRows(ctx.tx, productCategoryLinks, linkRows);
    await insertRows(ctx.tx, productCodes, codeRows);
    await insertRows(ctx.tx, images, imageRows);
    await insertRows(ctx.tx, productImages, pictureRows);
  },
};

const CODE_TYPE_OF_KIND: Record<CodeKind, ProductCodeType | null> = {
  'generic-bar': 'isBarCode',
  'generic-qr': 'isQrCode',
  'unique-bar': 'isUniqueBarcode',
  'unique-qr': 'isUniqueQrcode',
  'unique-character': 'isUniqueCharacter',
  coupon: 'isCoupon',
  delivery: 'isDelivery',
  none: null,
};

function uniqueCode(template: ProductTemplate, prefix: string, random: Random): string {
  if (template.code === 'unique-bar') return random.string(13, DIGITS);
  if (template.code === 'unique-qr') return `MV-${prefix}-${random.string(10, CODE_ALPHABET)}`;
  return `${prefix}-${random.string(4, CODE_ALPHABET)}-${random.string(4, CODE_ALPHABET)}`;
}
