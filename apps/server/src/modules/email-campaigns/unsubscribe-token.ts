import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;
const uuidToBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const bytesToUuid = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

function mac(secret: string, payload: Buffer) {
  return createHmac('sha256', secret).update('unsubscribe:').update(payload).digest().subarray(0, MAC_BYTES);
}

/**
 * The token of a recipient's unsubscribe link: the participant and the campaign, signed with the server's secret
 * (HMAC-SHA256), so that the link works without signing in and cannot be made up for someone else.
 */
export function unsubscribeToken(secret: string, participantId: string, campaignId: string): string {
  const payload = Buffer.concat([uuidToBytes(participantId), uuidToBytes(campaignId)]);
  return Buffer.concat([payload, mac(secret, payload)]).toString('base64url');
}

/** The participant and campaign of a token, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { participantId: string; campaignId: string } | null {
  if (!/^[A-Za-z0-9_-]{64}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 32 + MAC_BYTES) return null;
  const payload = bytes.subarray(0, 32);
  if (!timingSafeEqual(bytes.subarray(32), mac(secret, payload))) return null;
  return { participantId: bytesToUuid(payload.subarray(0, 16)), campaignId: bytesToUuid(payload.subarray(16)) };
}
