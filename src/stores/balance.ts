import { getBalance } from '../lib/api/calls/billing.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { providerTextOr } from '../lib/api/failure.ts';
import { messages } from '../lib/constants/messages.ts';
import { formatTaka } from '../lib/format/money.ts';
import { clubApi } from './club-api.ts';
import { createResource } from './resource.ts';

/**
 * /billing-list, the balance page: balance, dues and credit limit. With no balance the
 * provider's message shows instead; a refusal shows its message, no answer 'Something went
 * wrong.'.
 */
export const $balance = createResource((signal) => getBalance(clubApi, { signal }), {
  failureText: (error) => providerTextOr(error, messages.balanceFailed),
});

/** What the balance call answers: the balance, or null and the provider's message. */
export type BalanceAnswer = Awaited<ReturnType<typeof getBalance>>;

/** What the balance page shows: the account's facts in ৳, or the provider's message. */
export function balanceView({ balance, message }: BalanceAnswer) {
  return balance
    ? {
        message: '',
        account: {
          name: balance.mem_name,
          acNo: balance.ac_no,
          type: balance.mem_type,
          balance: formatTaka(balance.balance),
          dues: formatTaka(balance.dues),
          limit: formatTaka(balance.cLimit),
        },
      }
    : { message, account: null };
}

/** The balance's first call, started by the page's head script (lib/api/head-call.ts). */
export const balanceHeadCall: HeadCall = (api) => getBalance(api);
