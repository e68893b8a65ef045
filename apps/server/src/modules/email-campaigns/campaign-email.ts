import type { Locale } from '@mobiverte/contracts';
import type { BulkMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

const FOOTER: Record<Locale, { why: string; leave: string; test: string }> = {
  fr: {
    why: 'Vous recevez ce courriel parce que vous participez au programme {{sender}} sur {{brand}}.',
    leave: 'Se désabonner des courriels du programme',
    test: 'Envoi de test : le lien de désabonnement ne désabonne personne.',
  },
  en: {
    why: 'You receive this email because you take part in the {{sender}} programme on {{brand}}.',
    leave: 'Unsubscribe from the programme’s emails',
    test: 'Test send: the unsubscribe link unsubscribes nobody.',
  },
  de: {
    why: 'Sie erhalten diese E-Mail, weil Sie am Programm {{sender}} auf {{brand}} teilnehmen.',
    leave: 'Die E-Mails des Programms abbestellen',
    test: 'Testversand: Der Abmeldelink meldet niemanden ab.',
  },
};

export type CampaignContent = { subject: string; senderName: string; html: string; text: string };

/**
 * One recipient's email of a campaign: the campaign's sanitised HTML and text, with a footer that says why they
 * receive it and links to their own unsubscribe page; `List-Unsubscribe` headers let mail clients offer a one-click
 * unsubscribe (RFC 8058). The Message-ID is fixed per campaign and recipient, so a resend after a crash is the
 * same message to the receiving server.
 */
export function campaignEmail(
  campaign: CampaignContent & { id: string },
  recipient: { participantId: string; email: string },
  options: { unsubscribeUrl: string; locale: Locale; brand: string; host: string; test?: boolean },
): BulkMail {
  const footer = FOOTER[options.locale];
  const why = footer.why.replace('{{sender}}', campaign.senderName).replace('{{brand}}', options.brand);
  const html = `<!doctype html><html lang="${options.locale}"><body style="margin:0;background:#f4f6f4">
<div style="max-width:640px;margin:0 auto;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1b1b1b;line-height:1.5">
<div style="background:#fff;border-radius:8px;padding:24px">${campaign.html}</div>
<p style="font-size:12px;color:#666;margin-top:16px">${escapeHtml(why)}<br>
<a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#666">${escapeHtml(footer.leave)}</a></p>
${options.test ? `<p style="font-size:12px;color:#a61e4d">${escapeHtml(footer.test)}</p>` : ''}
</div></body></html>`;
  const text = `${campaign.text}\n\n--\n${why}\n${footer.leave} : ${options.unsubscribeUrl}${
    options.test ? `\n${footer.test}` : ''
  }`;
  return {
    to: recipient.email,
    subject: campaign.subject,
    fromName: campaign.senderName,
    html,
    text,
    messageId: `<${campaign.id}.${recipient.participantId}${options.test ? `.test${Date.now()}` : ''}@${options.host}>`,
    headers: {
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
