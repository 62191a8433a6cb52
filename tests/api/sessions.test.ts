import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { startStandIn, type StandInHarness } from './stand-in.ts';

// Issue 15 point 13: a password change ends the member's other sessions; Log Out ends one.

let api: StandInHarness;
beforeAll(async () => {
  api = await startStandIn();
});

const balance = (token: string) => api.call('billing/balance/get', { token });

describe('sessions', () => {
  it('a password change revokes every other token of the member', async () => {
    const member = { acNo: 'BC-130', password: DEMO_MEMBER.password };
    const phone = await api.signIn(member);
    const laptop = await api.signIn(member);
    const someoneElse = await api.signIn({ acNo: 'BC-131', password: DEMO_MEMBER.password });
    const changed = await api.call('profile/set/password', {
      token: laptop,
      body: { password: 'a-new-password', confirmPassword: 'a-new-password' },
    });
    expect(changed.body.error).toBe(false);
    const stale = await balance(phone);
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Your session has expired. Please log in again.');
    // The session that made the change stays (the site stays signed in after it).
    expect((await balance(laptop)).status).toBe(200);
    expect((await balance(someoneElse)).status).toBe(200);
  });

  it('logout revokes the token it is called with, and only that one', async () => {
    const first = await api.signIn({ acNo: 'BC-132', password: DEMO_MEMBER.password });
    const second = await api.signIn({ acNo: 'BC-132', password: DEMO_MEMBER.password });
    const out = await api.call('logout', { token: first, body: {} });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ error: false, message: 'You have been logged out.' });
    expect((await balance(first)).status).toBe(401);
    expect((await balance(second)).status).toBe(200);
    // A second logout with the dead token, or none: 401 like every member call.
    expect((await api.call('logout', { token: first, body: {} })).status).toBe(401);
    expect((await api.call('logout', { body: {} })).status).toBe(401);
  });
});
