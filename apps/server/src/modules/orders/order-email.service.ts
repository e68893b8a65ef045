import { z } from 'zod';
import { isOrderDeliverable } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { findOrder, findProductSteps } from './orders.repository.ts';

export type OrderEmailContext = { db: Db; mailer: Mailer; brandName: string };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The order email in French, the participants' language: number, product, code, merchant and redeem steps. */
export function renderOrderSentMail(input: {
  brand: string;
  customerName: string;
  orderNumber: number;
  productName: string;
  merchantName: string;
  code: string | null;
  steps: string[];
}) {
  const subject = `Votre commande n° ${input.orderNumber} chez ${input.merchantName} – ${input.brand}`;
  const lines = [
    `Bonjour ${input.customerName},`,
    `Votre commande n° ${input.orderNumber} (« ${input.productName} ») chez ${input.merchantName} est prête.`,
    ...(input.code ? [`Votre code : ${input.code}`] : []),
  ];
  const steps = input.steps.filter((step) => step.trim() !== '');
  const stepsTitle = 'Pour profiter de votre récompense :';
  const outro = `Merci de vous déplacer durablement avec ${input.brand} !`;
  const text = [
    ...lines,
    ...(steps.length ? ['', stepsTitle, ...steps.map((step, index) => `${index + 1}. ${step}`)] : []),
    '',
    outro,
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1b1b1b">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${steps.length ? `<p>${escapeHtml(stepsTitle)}</p><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : ''}
<p style="color:#555">${escapeHtml(outro)}</p>
</body></html>`;
  return { subject, text, html };
}

/** `POST /messagingApi/sendOrderSentEmail`: emails the customer their order; the order must be that merchant's. */
export async function sendOrderSentEmail(
  context: OrderEmailContext,
  actor: Actor,
  body: { orderId?: string; tenantId?: string },
) {
  if (!body.orderId || !body.tenantId)
    throw badRequest('order_and_tenant_required', 'orderId and tenantId are required');
  if (!isUuid(body.orderId) || !isUuid(body.tenantId)) throw notFound();
  const row = await findOrder(context.db, body.orderId);
  if (!row || row.order.tenantId !== body.tenantId) throw notFound();
  const { order, tenantName } = row;
  authorize(actor, 'orders.notify', { cityId: order.cityId, tenantId: order.tenantId });
  if (!isOrderDeliverable(order.status)) throw conflict('order_cancelled', 'A cancelled order is not emailed');
  const product = await findProductSteps(context.db, order.productId);
  const sent = await context.mailer.send({
    to: order.customerEmail,
    ...renderOrderSentMail({
      brand: context.brandName,
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      productName: order.transactionDetails.productNameFr,
      merchantName: tenantName,
      code: order.code,
      steps: product?.steps ?? [],
    }),
  });
  return { status: sent.status };
}
