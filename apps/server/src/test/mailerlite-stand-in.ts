import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMailerLiteStandIn, type StandInGroup } from '../modules/mailerlite/mailerlite.stand-in.ts';

/**
 * A local MailerLite for the tests, on a port of its own: the in-memory stand-in behind a real HTTP server, so
 * that the client's requests, retries and waits go through the network as they would to MailerLite. Tell it to
 * answer 429 (`behaviour.rateLimited`), 5xx (`behaviour.serverErrors`) or to refuse addresses
 * (`behaviour.refusedEmails`); read what it holds (`emailsIn`, `subscribers`) and what it was sent (`requests`).
 */
function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export async function startMailerLiteStandIn(options: { groups?: StandInGroup[]; apiKeys?: string[] } = {}) {
  const standIn = createMailerLiteStandIn(options);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = parseBody(text);
      void standIn
        .handle({
          method: request.method ?? 'GET',
          path: request.url ?? '/',
          authorization: request.headers.authorization,
          body,
        })
        .then((answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          response.end(answer.body === null || answer.status === 204 ? undefined : JSON.stringify(answer.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type MailerLiteStandInServer = Awaited<ReturnType<typeof startMailerLiteStandIn>>;
