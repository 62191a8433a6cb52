import * as v from 'valibot';
import { DEMO_MEMBER } from '../api/demo-accounts.ts';
import { loginDataSchema } from '../src/lib/schemas/auth.ts';
import { sessionEntries } from '../src/lib/session.ts';

// The member pages are weighed as the demo member sees them: signed in through the API's
// login call, the session stored under the site's own keys (src/lib/session.ts) before the
// page's scripts run, as the login page would have left it.

/** The localStorage entries of a signed-in demo member, for `origin`. */
export async function memberSession(apiUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ acNo: DEMO_MEMBER.acNo, password: DEMO_MEMBER.password }),
  });
  const body = (await response.json()) as { error: boolean; message: string; data: unknown };
  if (body.error) throw new Error(`The demo member could not sign in: ${body.message}`);
  const entries = sessionEntries(v.parse(loginDataSchema, body.data));
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => entry[1] != null),
  );
}
