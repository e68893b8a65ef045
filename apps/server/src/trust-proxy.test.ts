import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from './app.ts';
import { parseTrustProxy } from './config.ts';

/** The client address every rate limit counts against, as each TRUST_PROXY reads it. */
async function clientAddress(trustProxy: string, forwardedFor: string, peer = '10.0.0.5') {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trustProxy)) });
  app.get('/ip', (request) => ({ ip: request.ip }));
  const response = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY', () => {
  it('believes no forwarded address when false', async () => {
    expect(await clientAddress('false', '198.51.100.7')).toBe('10.0.0.5');
  });

  it('reads the client from the one proxy in front with a hop count of 1, and no further', async () => {
    expect(await clientAddress('1', '198.51.100.7')).toBe('198.51.100.7');
    // A client that forges hops gets the address its own proxy saw, not the one it forged.
    expect(await clientAddress('1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('trusts only the listed proxies when given addresses or CIDRs', async () => {
    expect(await clientAddress('10.0.0.0/8', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress('172.30.89.10', '198.51.100.7')).toBe('10.0.0.5');
  });
});
