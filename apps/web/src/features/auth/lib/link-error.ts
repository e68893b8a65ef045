const KNOWN_LINK_ERRORS = new Set(['invalid_token', 'token_expired', 'user_not_found']);

/** Why an emailed confirmation link failed (better-auth's `?error=`), as a key of the page's texts, or null. */
export function readLinkError(searchParams: URLSearchParams): string | null {
  const error = searchParams.get('error')?.toLowerCase() ?? null;
  if (!error) return null;
  return KNOWN_LINK_ERRORS.has(error) ? error : 'generic';
}
