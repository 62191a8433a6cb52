import { headCall } from '../head-call.ts';
import { balanceDataSchema } from '../../schemas/billing.ts';
import type { ApiClient } from '../client.ts';
import { billingCall, expectSuccess, type CallSignal } from './shared.ts';

// Apart from the other billing calls: the billing page's first call, which takes the answer its
// head script asked for, with the code that does so (integrations/client-chunks.ts).

/**
 * The member's balance, dues and credit limit; with no balance, the provider's message. The
 * billing page's first call, started by its head script: it takes that answer
 * (src/lib/api/head-call.ts).
 */
export async function getBalance(api: ApiClient, call?: CallSignal) {
  const envelope = await api.getEnvelope('billing/balance/get', balanceDataSchema, {
    ...call,
    ...headCall,
    ...billingCall,
  });
  const { data, message } = expectSuccess(envelope);
  return { balance: data?.balance ?? null, message };
}
