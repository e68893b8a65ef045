import { hasOrderExportFilter, type OrderStatus } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest } from '../../lib/errors.ts';
import { exportDateTimeFormat, csvStream, xlsxStream } from '../../lib/tabular-export.ts';
import { listOrderPage, orderConditions } from './orders.repository.ts';
import type { OrderFilters } from './orders.schemas.ts';
import { resolveOrderScope } from './orders.service.ts';

export const EXPORT_BATCH_SIZE = 1000;
type Language = 'fr' | 'en';
type DecimalMark = '.' | ',';

/** French Excel reads a comma as the decimal mark and a semicolon as the separator of a CSV file. */
const CSV_CONVENTIONS: Record<Language, { delimiter: ',' | ';'; decimalMark: DecimalMark }> = {
  fr: { delimiter: ';', decimalMark: ',' },
  en: { delimiter: ',', decimalMark: '.' },
};

const HEADERS: Record<Language, string[]> = {
  fr: [
    'Numéro de commande',
    'Commerçant',
    'Produit',
    'Catégorie',
    'Date',
    'Statut',
    'Client',
    'E-mail',
    'Prix',
    'Points verts',
    'Identifiant utilisateur',
    'Identifiant produit',
  ],
  en: [
    'Order number',
    'Merchant',
    'Product',
    'Category',
    'Date',
    'Status',
    'Customer',
    'Email',
    'Price',
    'Greenpoints',
    'User id',
    'Product id',
  ],
};

const STATUS_LABELS: Record<Language, Record<OrderStatus, string>> = {
  fr: { on_hold: 'En attente', completed: 'Terminée', cancelled: 'Annulée', active: 'Active', expired: 'Expirée' },
  en: { on_hold: 'On hold', completed: 'Completed', cancelled: 'Cancelled', active: 'Active', expired: 'Expired' },
};

/** Every order matching the filters, read from the database in keyset batches so that memory stays flat. */
async function* exportRows(
  db: Db,
  conditions: ReturnType<typeof orderConditions>,
  language: Language,
  timeZone: string,
  decimalMark: DecimalMark,
) {
  const formatDate = exportDateTimeFormat(timeZone);
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await listOrderPage(db, conditions, EXPORT_BATCH_SIZE, after);
    for (const { order, tenantName } of rows) {
      const details = order.transactionDetails;
      yield [
        String(order.orderNumber),
        tenantName,
        language === 'fr' ? details.productNameFr : details.productName,
        details.categoryName ?? '',
        formatDate.format(order.createdAt),
        STATUS_LABELS[language][order.status],
        order.customerName,
        order.customerEmail,
        Number(order.price).toFixed(2).replace('.', decimalMark),
        order.transactionValue,
        order.participantId,
        order.productId,
      ];
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAtKey, id: last.order.id };
  }
}

/**
 * The orders export (CSV or Excel), streamed; refused without at least one filter. The French CSV follows
 * French Excel's conventions; the Excel file is the same in both languages but for its texts.
 */
export async function exportOrders(
  db: Db,
  actor: Actor,
  query: OrderFilters & { format: 'csv' | 'xlsx'; language: Language },
  now = new Date(),
) {
  if (!hasOrderExportFilter(query))
    throw badRequest('export_filter_required', 'Choose at least one filter (dates, status, product, type or merchant)');
  const { scope, timeZone } = await resolveOrderScope(db, actor, query.tenantId);
  const conditions = orderConditions(scope, query, timeZone);
  const rows = (decimalMark: DecimalMark) => exportRows(db, conditions, query.language, timeZone, decimalMark);
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(now);
  const base = `${query.language === 'fr' ? 'commandes' : 'orders'}-${day}`;
  return query.format === 'csv'
    ? {
        filename: `${base}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: csvStream(
          rows(CSV_CONVENTIONS[query.language].decimalMark),
          HEADERS[query.language],
          CSV_CONVENTIONS[query.language].delimiter,
        ),
      }
    : {
        filename: `${base}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: xlsxStream([
          { name: query.language === 'fr' ? 'Commandes' : 'Orders', headers: HEADERS[query.language], rows: rows('.') },
        ]),
      };
}
