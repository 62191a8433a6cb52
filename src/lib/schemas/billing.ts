import * as z from 'zod/mini';
import { amount, file, mediaPath, text } from './fields.ts';
import { bookingSchema } from './bookings.ts';

/** A member's account balance (field names as the provider's ledger spells them). */
export const balanceSchema = z.object({
  mem_code: text,
  ac_no: text,
  mem_name: text,
  mem_type: text,
  balance: amount,
  dues: amount,
  cLimit: amount,
});
export type Balance = z.infer<typeof balanceSchema>;

/** `billing/balance/get`: with no balance the page shows the provider's message instead. */
export const balanceDataSchema = z.object({ balance: z.catch(z.nullable(balanceSchema), null) });
export type BalanceData = z.infer<typeof balanceDataSchema>;

/** `billing/details/{id}`: the booking with its billing. */
export const billingDetailsDataSchema = z.object({ booking: bookingSchema });
export type BillingDetailsData = z.infer<typeof billingDetailsDataSchema>;

/** `member-profile-update-from/get` (sic): the form's file name. */
export const profileFormDataSchema = z.object({ profileUpdateForm: file, mediaPath });
export type ProfileFormData = z.infer<typeof profileFormDataSchema>;
