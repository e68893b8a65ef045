import type { Locale } from '@mobiverte/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { escapeHtml, pickLocale } from '../../mail/templates.ts';
import { findParticipantForUnsubscribe, unsubscribeParticipant } from './email-campaigns.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const TEXTS: Record<Locale, Record<'title' | 'ask' | 'confirm' | 'done' | 'already' | 'invalid' | 'keep', string>> = {
  fr: {
    title: 'Désabonnement',
    ask: 'Ne plus recevoir les courriels du programme à l’adresse {{email}} ? Les courriels liés à votre compte (mot de passe, commandes) continueront d’arriver.',
    confirm: 'Me désabonner',
    done: 'C’est fait : {{email}} ne recevra plus les courriels du programme. Vous pouvez les réactiver dans l’application.',
    already: '{{email}} est déjà désabonné des courriels du programme.',
    invalid:
      'Ce lien de désabonnement n’est pas valide. Utilisez le lien du dernier courriel reçu, ou réglez vos préférences dans l’application.',
    keep: 'Vous pouvez fermer cette page.',
  },
  en: {
    title: 'Unsubscribe',
    ask: 'Stop receiving the programme’s emails at {{email}}? Emails about your account (password, orders) will still arrive.',
    confirm: 'Unsubscribe me',
    done: 'Done: {{email}} will no longer receive the programme’s emails. You can turn them back on in the app.',
    already: '{{email}} is already unsubscribed from the programme’s emails.',
    invalid:
      'This unsubscribe link is not valid. Use the link of the last email you received, or set your preferences in the app.',
    keep: 'You can close this page.',
  },
  de: {
    title: 'Abmelden',
    ask: 'Keine E-Mails des Programms mehr an {{email}} erhalten? E-Mails zu Ihrem Konto (Passwort, Bestellungen) kommen weiterhin an.',
    confirm: 'Abmelden',
    done: 'Erledigt: {{email}} erhält keine E-Mails des Programms mehr. In der App können Sie sie wieder aktivieren.',
    already: '{{email}} ist von den E-Mails des Programms bereits abgemeldet.',
    invalid:
      'Dieser Abmeldelink ist ungültig. Verwenden Sie den Link der letzten E-Mail oder ändern Sie Ihre Einstellungen in der App.',
    keep: 'Sie können diese Seite schließen.',
  },
};

/** An email address shown half hidden (the page is open to whoever holds the link). */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
}

function page(locale: Locale, brand: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(TEXTS[locale].title)} · ${escapeHtml(brand)}</title>
<style>body{margin:0;background:#f4f6f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1b1b1b}
main{max-width:480px;margin:10vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 16px;color:#2b8a3e}p{line-height:1.5}
button{font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#2f9e44;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}.muted{color:#555;font-size:.9rem}</style>
</head><body><main><h1>${escapeHtml(brand)} · ${escapeHtml(TEXTS[locale].title)}</h1>${body}</main></body></html>`;
}

const tokenParams = z.object({ token: z.string().max(200) });
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * `GET /unsubscribe/{token}`: the page a campaign's link opens, without signing in; it asks before acting (mail
 * scanners open links). `POST` unsubscribes: from the page's button, or from a mail client's one-click
 * unsubscribe (RFC 8058, `List-Unsubscribe=One-Click` form body). A bad token answers 404 with an explanation.
 */
export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  options: { db: Db; authSecret: string; brandName: string },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const { db, authSecret, brandName } = options;
    /** The page's language and headers, and the link's participant (none when the token is not valid). */
    const open = async (
      request: { headers: FastifyRequest['headers']; params: { token: string } },
      reply: FastifyReply,
    ) => {
      const locale = pickLocale(request.headers['accept-language']);
      reply.type('text/html; charset=utf-8').header('content-security-policy', CSP).header('cache-control', 'no-store');
      const target = readUnsubscribeToken(authSecret, request.params.token);
      const participant = target ? await findParticipantForUnsubscribe(db, target.participantId) : undefined;
      const invalid = () =>
        reply.status(404).send(page(locale, brandName, `<p>${escapeHtml(TEXTS[locale].invalid)}</p>`));
      return { locale, text: TEXTS[locale], target, participant, invalid };
    };
    api.get(
      '/unsubscribe/:token',
      {
        config: { permission: 'unsubscribe.use' },
        schema: {
          tags: ['communication'],
          summary: 'The unsubscribe page of a campaign email (HTML)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const { locale, text, participant, invalid } = await open(request, reply);
        if (!participant) return invalid();
        const email = escapeHtml(maskEmail(participant.email));
        if (participant.emailOptOutAt) {
          return page(locale, brandName, `<p>${escapeHtml(text.already).replace('{{email}}', email)}</p>`);
        }
        return page(
          locale,
          brandName,
          `<p>${escapeHtml(text.ask).replace('{{email}}', email)}</p>
<form method="post" action="/unsubscribe/${escapeHtml(request.params.token)}"><button type="submit">${escapeHtml(text.confirm)}</button></form>`,
        );
      },
    );
    api.post(
      '/unsubscribe/:token',
      {
        config: { permission: 'unsubscribe.use' },
        schema: {
          tags: ['communication'],
          summary:
            'Unsubscribes the link’s participant from every later campaign (the page’s button or a one-click client)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const { locale, text, target, participant, invalid } = await open(request, reply);
        if (!target || !participant) return invalid();
        await unsubscribeParticipant(db, participant.id, target.campaignId, new Date());
        const email = escapeHtml(maskEmail(participant.email));
        return page(
          locale,
          brandName,
          `<p>${escapeHtml(text.done).replace('{{email}}', email)}</p><p class="muted">${escapeHtml(text.keep)}</p>`,
        );
      },
    );
  });
}
