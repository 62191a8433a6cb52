import { Hono } from 'hono';
import type { StandIn, StandInEnv } from '../context.ts';
import { bookingStore } from '../db/bookings.ts';
import { fail, ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-auth.ts';
import { invoicePage, messagePage } from './invoice-page.ts';

/** The member's balance, a booking's bill, and the invoice page the site embeds. */
export function billingRoutes(standIn: StandIn) {
  const store = bookingStore(standIn.db, standIn.members);
  const routes = new Hono<StandInEnv>();

  routes.get('billing/balance/get', requireMember, (c) => {
    const member = c.get('member');
    const row = standIn.members.balance(member._id);
    if (!row) return fail(c, 404, 'No balance is available for your account yet.');
    return ok(c, {
      balance: {
        mem_code: member.memCode,
        ac_no: member.acNo,
        mem_name: member.name,
        mem_type: member.membershipType,
        balance: row.balance,
        dues: row.dues,
        cLimit: row.creditLimit,
      },
    });
  });

  routes.get('billing/details/:id', requireMember, (c) => {
    const member = c.get('member');
    const row = store.row(c.req.param('id'));
    if (!row || row.member_id !== member._id)
      return fail(c, 404, 'No booking of yours has that id.');
    return ok(c, { booking: store.view(row) });
  });

  routes.get('billing/details/webview/:id', (c) => {
    // The member's token is in this page's address: no cache may keep the page (or its
    // message), and no link on it may pass the address on.
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const token = c.req.query('access_token') ?? '';
    const memberId = standIn.tokens.memberOf(token);
    if (!memberId) {
      return c.html(
        messagePage('Please log in', 'Your session has expired. Please log in again.'),
        401,
      );
    }
    const row = store.row(c.req.param('id'));
    if (!row)
      return c.html(messagePage('Invoice not found', 'There is no booking with that id.'), 404);
    if (row.member_id !== memberId) {
      return c.html(
        messagePage('Not your invoice', 'This invoice belongs to another member.'),
        403,
      );
    }
    return c.html(invoicePage(store.view(row)));
  });
  return routes;
}
