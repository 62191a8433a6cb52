// The club's ordering account, added by the forwarding (publisher/serve/api-forwarding.ts)
// where the site forwards the APIs: the browser's configuration then carries none of it
// (integrations/site-config-module.ts), so no member can read the service's password or the
// order key, and an order is placed for the member whose session asks, never for a
// `member_id` the browser names. The cross-origin way (PUBLIC_API_ORIGIN=provider) keeps the
// contract's own: the browser logs in and orders with the values itself.

/** The ordering service's credentials (PUBLIC_ORDER_USERNAME, _PASSWORD, _ACCESS_KEY). */
export interface OrderAccount {
  username: string;
  password: string;
  accessKey: string;
}

/** Who a member's token belongs to, as the member API's balance call names them. */
export interface OrderingMember {
  /** The ordering service's member id: the member code, else the account number. */
  memberId: string;
  /** Who placed the order: the member's name, else the account number. */
  createdBy: string;
}

/** The login call's body with the club's credentials in place of whatever the browser sent. */
export const loginBody = (account: OrderAccount): string =>
  JSON.stringify({ username: account.username, password: account.password });

/**
 * The member a token belongs to: the member API's `billing/balance/get` with that token (the
 * one call whose answer names the member, api-contract.md). Null when the API refuses the
 * token or names nobody.
 */
export async function memberOfToken(
  memberApi: string,
  authorization: string,
  fetcher: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<OrderingMember | null> {
  const answer = await fetcher(`${memberApi.replace(/\/+$/, '')}/billing/balance/get`, {
    headers: { authorization, accept: 'application/json' },
    redirect: 'manual',
    signal,
  });
  if (!answer.ok) {
    await answer.body?.cancel();
    return null;
  }
  const envelope = (await answer.json().catch(() => null)) as {
    error?: unknown;
    data?: { balance?: { mem_code?: unknown; ac_no?: unknown; mem_name?: unknown } };
  } | null;
  const balance = envelope && envelope.error !== true ? envelope.data?.balance : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const acNo = text(balance?.ac_no);
  const memberId = text(balance?.mem_code) || acNo;
  if (!memberId) return null;
  return { memberId, createdBy: text(balance?.mem_name) || acNo || memberId };
}
