import { cancellationChargeDataSchema } from '../../schemas/booking-options.ts';
import { ignoredData } from '../../schemas/fields.ts';
import type { ApiClient } from '../client.ts';
import { segment } from '../url.ts';
import { expectSuccess, type CallSignal } from './shared.ts';

// Cancelling a booking: what it would cost, and the cancel itself.

const member = { auth: true } as const;

/** Cancels a booking with the member's reason; throws when the provider refuses. */
export async function cancelBooking(
  api: ApiClient,
  id: string,
  cancellationReason: string,
  call?: CallSignal,
) {
  await api.put(`booking/cancel/${segment(id)}`, { cancellationReason }, ignoredData, {
    ...call,
    ...member,
  });
}

/**
 * What cancelling would cost. Body `status` 403 means the booking may not be cancelled:
 * then only the provider's message is shown (with an OK button).
 */
export async function getCancellationCharge(api: ApiClient, id: string, call?: CallSignal) {
  const envelope = await api.getEnvelope(
    `booking/get-cancelation-charge/${segment(id)}`,
    cancellationChargeDataSchema,
    {
      ...call,
      ...member,
    },
  );
  if (envelope.status === 403) return { cancellable: false, message: envelope.message } as const;
  const { data, message } = expectSuccess(envelope);
  return { cancellable: true, charge: data?.cancelationCharge ?? 0, message } as const;
}
