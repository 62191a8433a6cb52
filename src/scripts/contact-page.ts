import { messages } from '../lib/constants/messages.ts';
import { MESSAGE_BOX_MS, REDIRECT_MS } from '../lib/constants/timing.ts';
import { loginPath } from '../lib/routes.ts';

// The contact page's two behaviours. The calls (typed client and its schemas) load on demand:
// when a visitor first touches the form or 'See More', well before the click needs them.

let calls: Promise<typeof import('./contact-calls.ts')> | undefined;
const loadCalls = () => (calls ??= import('./contact-calls.ts'));

const box = document.querySelector<HTMLElement>('[data-enquiry-message]');
function show(text: string, failed: boolean, hideAfterMs?: number) {
  if (!box) return;
  box.textContent = text;
  box.className = `notice ${failed ? 'notice--error' : 'notice--ok'}`;
  box.hidden = false;
  if (hideAfterMs) setTimeout(() => (box.hidden = true), hideAfterMs);
}

// Enquiry form: disabled while sending; a green or red message for 1.5 s; on success the
// form is reset and the visitor goes home after 3 s. A refusal or a failure keeps what was
// typed, so nothing is lost.
const form = document.querySelector<HTMLFormElement>('form[data-enquiry]');
form?.addEventListener('focusin', () => void loadCalls(), { once: true });
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
  submit.disabled = true;
  const { failed, text } = await loadCalls().then(
    ({ sendEnquiry }) =>
      sendEnquiry({
        fullName: values.fullName ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        message: values.message ?? '',
      }),
    // The page's own script could not be fetched: the connection is the likely cause.
    () => ({ failed: true, text: messages.serverUnreachable }),
  );
  submit.disabled = false;
  show(text, failed, MESSAGE_BOX_MS);
  if (!failed) {
    form.reset();
    setTimeout(() => window.location.assign('/'), REDIRECT_MS);
  }
});

// 'See More': a member gets the contact attachment in a new tab (asked with the token, so
// the public build never holds it); a visitor goes to /login and comes back here.
const seeMore = document.querySelector('[data-see-more]');
seeMore?.addEventListener('pointerenter', () => void loadCalls(), { once: true });
seeMore?.addEventListener('click', async () => {
  if (document.documentElement.dataset.session !== 'member') {
    window.location.assign(loginPath('/contact'));
    return;
  }
  const tab = window.open('', '_blank'); // opened now: a popup opened after an await is blocked
  try {
    const url = await loadCalls().then(({ contactDocumentUrl }) => contactDocumentUrl());
    if (!url) throw new Error('no attachment');
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
    show(messages.contactDocumentFailed, true);
  }
});
