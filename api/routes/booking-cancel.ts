import { Hono } from 'hono';
import { z } from 'zod';
import type { StandIn, StandInEnv } from '../context.ts';
import { bookingStore } from '../db/bookings.ts';
import { daysBetween, dhakaToday } from '../http/dhaka-date.ts';
import { fail, ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-auth.ts';
import { readBody } from '../http/validate.ts';

const cancellation = z.object({
  cancellationReason: z.string().trim().min(1, 'cancellationReason is required').max(500),
});

/**
 * The cancellation charge rule of the stand-in: a past or already-cancelled booking may not
 * be cancelled (status 403); otherwise nothing when the day is more than 7 days away, 25 % of
 * the room rent from 2 to 7 days, and 50 % when it is less than 2 days away.
 */
export function cancellationCharge(roomRent: number, daysAway: number): number {
  if (daysAway > 7) return 0;
  return Math.round(roomRent * (daysAway >= 2 ? 0.25 : 0.5));
}

/** Cancelling a booking: the charge it would cost, and the cancellation itself. */
export function bookingCancelRoutes(standIn: StandIn) {
  const store = bookingStore(standIn.db, standIn.members);
  const routes = new Hono<StandInEnv>();
  // Days from the club's today (Dhaka) to the booking's day; negative for a past booking.
  const daysAway = (date: string) => daysBetween(dhakaToday(standIn.now()), date);
  // Another member's booking answers as an unknown one: ids of others are not confirmed.
  const ownBooking = (memberId: string, id: string) => {
    const row = store.row(id);
    return row && row.member_id === memberId ? row : null;
  };

  routes.get('booking/get-cancelation-charge/:id', requireMember, (c) => {
    const member = c.get('member');
    const row = ownBooking(member._id, c.req.param('id'));
    if (!row) return fail(c, 404, 'No booking of yours has that id.');
    const away = daysAway(row.booking_date);
    // The site reads the body's status: 403 means 'show the message and an OK button only'.
    if (row.is_cancelled === 1 || away < 0) {
      return c.json({
        error: true,
        status: 403,
        message: 'This booking can no longer be cancelled.',
        data: null,
      });
    }
    const charge = cancellationCharge(row.room_rent, away);
    return c.json({
      error: false,
      status: 200,
      message: charge === 0 ? 'No cancellation charge applies.' : 'A cancellation charge applies.',
      data: { cancelationCharge: charge },
    });
  });

  routes.put('booking/cancel/:id', requireMember, async (c) => {
    const body = await readBody(c, cancellation);
    const member = c.get('member');
    const row = ownBooking(member._id, c.req.param('id'));
    if (!row) return fail(c, 404, 'No booking of yours has that id.');
    const away = daysAway(row.booking_date);
    if (row.is_cancelled === 1) return fail(c, 403, 'This booking is already cancelled.');
    if (away < 0) return fail(c, 403, 'A past booking cannot be cancelled.');
    store.cancel(row.id, body.cancellationReason, cancellationCharge(row.room_rent, away));
    return ok(c, null, 'Your booking has been cancelled.');
  });
  return routes;
}
