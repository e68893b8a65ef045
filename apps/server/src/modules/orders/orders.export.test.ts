import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy } from '../../test/test-world.ts';
import { escapeFormula } from '../../lib/tabular-export.ts';
import { insertManyOrders, insertOrder } from './orders.fixtures.ts';

const FRENCH_HEADER =
  'Numéro de commande;Commerçant;Produit;Catégorie;Date;Statut;Client;E-mail;Prix;Points verts;Identifiant utilisateur;Identifiant produit';

describe('formula escaping', () => {
  it('prefixes cells a spreadsheet would evaluate, and only those', () => {
    for (const value of ['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(escapeFormula(value)).toBe(`'${value}`);
    for (const value of ['Café', '12,50', 'a=b', '']) expect(escapeFormula(value)).toBe(value);
  });
});

describe.each(TEST_DATABASES)('orders export on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Export', ['tenant']);
  beforeAll(async () => {
    await insertOrder(suite.database.db, suite.world, {
      productNameFr: '=HYPERLINK("http://evil.example","Cliquez")',
      productNameEn: '@SUM(1+1)',
      status: 'completed',
      createdAt: new Date('2026-02-10T17:30:00Z'),
    });
  });

  const exportOrders = (query: string, as = suite.tokens.tenant) =>
    suite.app.inject({ method: 'GET', url: `/api/orders/export?${query}`, headers: bearer(as) });

  it('refuses an export without any filter', async () => {
    for (const query of ['format=csv', 'format=xlsx&status=all', 'productName=%20%20']) {
      const refused = await exportOrders(query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('export_filter_required');
    }
  });

  it('writes the French CSV for French Excel: BOM, semicolons, decimal comma, French headers, formulas escaped', async () => {
    const response = await exportOrders('format=csv&language=fr&status=completed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe(FRENCH_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"",""Cliquez"")";`);
    expect(lines[1]).toContain(';Terminée;');
    expect(lines[1]).toContain(';2026-02-10 12:30;');
    expect(lines[1]).toContain(`;5,00;500;${suite.world.participant.id};${suite.world.product.id}`);
  });

  it('writes the English CSV with commas and a decimal point', async () => {
    const response = await exportOrders('format=csv&language=en&status=completed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Order number,Merchant,Product,Category,Date,Status,Customer,Email,Price,Greenpoints,User id,Product id',
    );
    expect(lines[1]).toContain(`,'@SUM(1+1),`);
    expect(lines[1]).toContain(',Completed,');
    expect(lines[1]).toContain(`,5.00,500,${suite.world.participant.id},${suite.world.product.id}`);
  });

  it('writes an Excel file exceljs reads back, with formula cells escaped as text', async () => {
    const response = await exportOrders('format=xlsx&language=fr&status=completed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(';')).toBe(FRENCH_HEADER);
    expect(sheet.getRow(2).getCell(3).value).toBe(`'=HYPERLINK("http://evil.example","Cliquez")`);
    expect(sheet.getRow(2).getCell(9).value).toBe('5.00');
    expect(sheet.getRow(2).getCell(10).value).toBe(500);
  });

  it('streams 20 000 orders in batches, every one once', async () => {
    const bulk = await createTenancy(suite.database.db, 'Bulk');
    await insertManyOrders(suite.database.db, bulk, 20_000);
    const bulkToken = await signIn(suite.app, bulk.emails.tenant);
    const response = await exportOrders('format=csv&language=en&productType=coupon', bulkToken);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(20_001);
    const numbers = new Set(lines.slice(1).map((line) => line.split(',')[0]));
    expect(numbers.size).toBe(20_000);
  }, 120_000);
});
