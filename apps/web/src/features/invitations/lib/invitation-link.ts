import { normaliseInviteCode } from '@mobiverte/contracts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invitation id of `/register/confirm?organisationId|cityId|tenantId=…&pendingId=…`, or null when unusable. */
export function readPendingId(searchParams: URLSearchParams): string | null {
  const pendingId = searchParams.get('pendingId')?.trim() ?? '';
  return UUID_PATTERN.test(pendingId) ? pendingId : null;
}

/** An invite code as typed or pasted: upper case, without spaces. */
export function readInviteCode(searchParams: URLSearchParams): string {
  return normaliseInviteCode(searchParams.get('code') ?? '');
}
