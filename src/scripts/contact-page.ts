import { messages } from '../lib/constants/messages.ts';
import { MESSAGE_BOX_MS, REDIRECT_MS } from '../lib/constants/timing.ts';
import { refusedField } from '../lib/text/refusal.ts';
import { loginPath } from '../lib/routes.ts';
import { enableWired } from './wired-controls.ts';

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

// Enquiry form: checked here first — the browser's constraint validation with the form's
// own words (data attributes the build wrote, src/lib/enquiry.ts): what is wrong shows under
// every wrong field at once and nothing is sent; after that the messages follow the typing.
// Disabled while sending; a green or red message for 1.5 s; on success the form is reset and
// the visitor goes home after 3 s. A refusal or a failure keeps what was typed, so nothing is
// lost; a refusal that names a field in the provider's words is told in the form's words,
// under that field.
type Control = HTMLInputElement | HTMLTextAreaElement;
const form = document.querySelector<HTMLFormElement>('form[data-enquiry]');
const controls = [...(form?.querySelectorAll<Control>('[name]') ?? [])];
let checked = false;

function showProblem(control: Control, problem: string): void {
  const error = document.getElementById(`${control.id}-error`);
  if (error) {
    error.textContent = problem;
    error.hidden = !problem;
  }
  if (problem) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  control.setAttribute(
    'aria-describedby',
    `${control.id}-hint${problem ? ` ${control.id}-error` : ''}`,
  );
}

/** What is wrong with a field in the form's words ('' when nothing is). */
function problemOf(control: Control): string {
  const { missing = '', wrong = '', max } = control.dataset;
  const text = control.value.trim();
  if (!text) return missing;
  return control.validity.valid && text.length <= Number(max) ? '' : wrong;
}

/** Checks every field and shows what is wrong; the first wrong field, or undefined. */
function check(): Control | undefined {
  const wrong = controls.filter((control) => {
    const problem = problemOf(control);
    showProblem(control, problem);
    return problem;
  });
  return wrong[0];
}

form?.addEventListener('focusin', () => void loadCalls(), { once: true });
form?.addEventListener('input', () => {
  if (checked) check();
});
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  checked = true;
  const wrong = check();
  if (wrong) {
    wrong.focus();
    return;
  }
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
  const names = controls.map((control) => control.name);
  const refused = failed ? controls[names.indexOf(refusedField(text, names) ?? '')] : undefined;
  const plain = refused?.dataset.refused;
  if (refused && plain) {
    showProblem(refused, plain);
    refused.focus();
  }
  show(plain ?? text, failed, MESSAGE_BOX_MS);
  if (!failed) {
    form.reset();
    checked = false;
    setTimeout(() => window.location.assign('/'), REDIRECT_MS);
  }
});

// 'See More': a member gets the contact attachment in a new tab (asked with the token, so
// the public build never holds it); a visitor goes to /login and comes back here.
const seeMore = document.querySelector('[data-see-more]');
seeMore?.addEventListener('pointerenter', () => void loadCalls(), { once: true });
seeMore?.addEventListener('click', async () => {
  if (document.documentElement.dataset.session !== 'member') {
    window.location.assign(loginPath(window.location.pathname));
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

// Both are wired: Send and See More may be pressed.
if (form) enableWired(form);
if (seeMore) enableWired(seeMore);
