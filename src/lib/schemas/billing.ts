import * as v from 'valibot';
import { amount, file, mediaPath, text } from './fields.ts';
import { bookingSchema } from './bookings.ts';

/** A member's account balance (field names as the provider's ledger spells them). */
const balanceSchema = v.object({
  mem_code: text,
  ac_no: text,
  mem_name: text,
  mem_type: text,
  balance: amount,
  dues: amount,
  cLimit: amount,
});

/** `billing/balance/get`: with no balance the page shows the provider's message instead. */
export const balanceDataSchema = v.object({ balance: v.fallback(v.nullable(balanceSchema), null) });

/** `billing/details/{id}`: the booking with its billing. */
export const billingDetailsDataSchema = v.object({ booking: bookingSchema });

/** `member-profile-update-from/get` (sic): the form's file name. */
export const profileFormDataSchema = v.object({ profileUpdateForm: file, mediaPath });
