/**
 * A merchant sells (its products shown to participants and bought, its orders taken) only once its city has
 * approved it: a self-registered merchant that confirmed its email waits in the city's pending list until then.
 * The server's listing queries mirror this rule in SQL (`tenants.approved_at is not null`).
 */
export function merchantCanSell(tenant: { approvedAt: Date | string | null }): boolean {
  return tenant.approvedAt !== null;
}
