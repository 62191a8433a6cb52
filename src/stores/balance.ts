import { getBalance } from '../lib/api/calls/billing.ts';
import { providerTextOr } from '../lib/api/failure.ts';
import { messages } from '../lib/constants/messages.ts';
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
