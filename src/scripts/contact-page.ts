import { config } from '../lib/config.ts';
import { MESSAGE_BOX_MS, REDIRECT_MS } from '../lib/constants/timing.ts';
import { mediaUrl } from '../lib/media.ts';
import { decodeSession } from '../lib/session.ts';

// The contact page's two behaviours. Plain fetch rather than the typed client: the client's
// schemas (zod) would triple this page's JavaScript for two small calls whose answers are
// read field by field below.

const NETWORK_FAILURE = 'Could not reach the club server. Check your connection and try again.';

interface Envelope {
  error?: unknown;
  message?: unknown;
  data?: { contactUs?: { attachment?: unknown }; mediaPath?: unknown } | null;
}

async function call(path: string, init: RequestInit): Promise<Envelope> {
  const response = await fetch(`${config.apiUrl}/${path}`, init);
  const body = (await response.json().catch(() => ({}))) as Envelope;
  return response.ok ? body : { ...body, error: true };
}

// Enquiry form: disabled while sending; a green or red message for 1.5 s; on success the
// form is reset and the visitor goes home after 3 s. A refusal or a failure keeps what was
// typed, so nothing is lost.
const form = document.querySelector<HTMLFormElement>('form[data-enquiry]');
const box = document.querySelector<HTMLElement>('[data-enquiry-message]');
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
  submit.disabled = true;
  let failed = true;
  let text = NETWORK_FAILURE;
  try {
    const answer = await call('club/contact-us/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    failed = answer.error !== false;
    text = typeof answer.message === 'string' && answer.message ? answer.message : text;
  } catch {
    // network failure: the text above
  }
  submit.disabled = false;
  if (box) {
    box.textContent = text;
    box.className = `notice ${failed ? 'notice--error' : 'notice--ok'}`;
    box.hidden = false;
    setTimeout(() => (box.hidden = true), MESSAGE_BOX_MS);
  }
  if (!failed) {
    form.reset();
    setTimeout(() => window.location.assign('/'), REDIRECT_MS);
  }
});

// 'See More': a member gets the contact attachment in a new tab (asked with the token, so
// the public build never holds it); a visitor goes to /login.
document.querySelector('[data-see-more]')?.addEventListener('click', async () => {
  const session = decodeSession((key) => localStorage.getItem(key));
  if (!session.loggedIn) {
    window.location.assign('/login?next=/contact');
    return;
  }
  const tab = window.open('', '_blank'); // opened now: a popup opened after an await is blocked
  try {
    const answer = await call('club/contact-us/get', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const mediaPath = typeof answer.data?.mediaPath === 'string' ? answer.data.mediaPath : '';
    const file = answer.data?.contactUs?.attachment;
    const url = mediaUrl(mediaPath, typeof file === 'string' ? file : '');
    if (answer.error !== false || !url || !/^https?:/.test(url)) throw new Error('no attachment');
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
    if (box) {
      box.textContent = 'The contact details document could not be opened. Please try again.';
      box.className = 'notice notice--error';
      box.hidden = false;
    }
  }
});
