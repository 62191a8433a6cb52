// The admin page's script (browser code): bundled with esbuild when the publish server starts
// and inlined into admin.html (publisher/serve/admin/page.ts), where the page's policy allows
// it by hash. It signs in with the admin token (kept in this tab only), shows the running
// build, a build waiting in preview, the watcher and the history, and starts rebuilds,
// rollbacks and previews through the admin API.
import { clock } from '../../publish/progress-text.ts';
import type { PublisherStatus } from '../../publish/publish-queue.ts';

type HistoryRow = PublisherStatus['history'][number];

const TOKEN_KEY = 'publisher-admin-token';

/** The page's element with this id (the page is ours: a missing one is a bug, said plainly). */
function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The admin page has no #${id}.`);
  return element as T;
}

const page = {
  console: byId('console'),
  signIn: byId('sign-in'),
  signInForm: byId<HTMLFormElement>('sign-in-form'),
  signInButton: byId<HTMLButtonElement>('sign-in-button'),
  signOut: byId<HTMLButtonElement>('sign-out'),
  token: byId<HTMLInputElement>('token'),
  tokenError: byId('token-error'),
  live: byId('live'),
  cdn: byId('cdn'),
  phase: byId('phase'),
  progressArea: byId('progress-area'),
  bar: byId<HTMLProgressElement>('bar'),
  counts: byId('counts'),
  rebuildForm: byId<HTMLFormElement>('rebuild-form'),
  rebuild: byId<HTMLButtonElement>('rebuild'),
  force: byId<HTMLInputElement>('force'),
  preview: byId<HTMLInputElement>('preview'),
  waiting: byId('waiting'),
  waitingSummary: byId('waiting-summary'),
  waitingPages: byId('waiting-pages'),
  openPreview: byId<HTMLButtonElement>('open-preview'),
  makeLive: byId<HTMLButtonElement>('make-live'),
  discard: byId<HTMLButtonElement>('discard'),
  watchFacts: byId('watch-facts'),
  watchForm: byId<HTMLFormElement>('watch-form'),
  watchMinutes: byId<HTMLSelectElement>('watch-minutes'),
  watchMessage: byId('watch-message'),
  message: byId('message'),
  failure: byId('failure'),
  history: byId('history'),
};

const state: {
  token: string | null;
  status: PublisherStatus | null;
  timer: number;
  phase: string;
  statusFailed: boolean;
  /** A rebuild this page asked for, until its outcome is shown: the newest build before it. */
  asked: { before: string | null } | null;
  /** The preview box follows the server's setting until the admin touches it. */
  previewTouched: boolean;
  /** The watcher's choice follows the server until the admin changes it. */
  watchTouched: boolean;
} = {
  token: sessionStorage.getItem(TOKEN_KEY),
  status: null,
  timer: 0,
  phase: '',
  statusFailed: false,
  asked: null,
  previewTouched: false,
  watchTouched: false,
};

/** Thrown after a refused token: the page has signed out already and says why. */
class SignedOut extends Error {}

const time = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '–');

const duration = (ms: number | undefined) => (ms === undefined ? '–' : clock(ms));

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One admin API call with the token; a refused token signs out. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${state.token ?? ''}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data: unknown = await response.json().catch(() => ({}));
  if (response.status === 401) {
    signOut('The token was not accepted. Please sign in again.');
    throw new SignedOut('signed out');
  }
  if (!response.ok) {
    const error =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `The server answered ${response.status}.`;
    throw new Error(error);
  }
  return data as T;
}

function signOut(reason: string): void {
  sessionStorage.removeItem(TOKEN_KEY);
  state.token = null;
  clearTimeout(state.timer);
  page.console.hidden = true;
  page.signOut.hidden = true;
  page.signIn.hidden = false;
  page.tokenError.textContent = reason;
  page.token.value = '';
  page.token.focus();
}

const resultNames: Record<string, string> = {
  published: 'Published',
  skipped: 'Skipped',
  failed: 'Failed',
  rejected: 'Refused',
  ready: 'Waiting for you',
  discarded: 'Discarded',
};

/** Phases in which pages are counted, and the one in which pictures are. */
const pagePhases = new Set(['Rendering pages', 'Rendering changed pages']);
const picturePhase = 'Optimizing images';

/** The result column's label and its kind (the class that colours it). */
function result(entry: HistoryRow): [label: string, kind: string] {
  if (entry.kind === 'rollback') return ['Rolled back', 'rolled-back'];
  if (entry.live) return ['Live', 'live'];
  return [resultNames[entry.result] ?? entry.result, entry.result];
}

/** A cell of the builds table, labelled for the phone's stacked rows. */
function cell(label: string, text?: string, className?: string): HTMLTableCellElement {
  const td = el('td', text, className);
  td.dataset.label = label;
  return td;
}

function historyRow(entry: HistoryRow, status: PublisherStatus): HTMLTableRowElement {
  const row = el('tr');
  const started = cell('Started', time(entry.startedAt));
  started.append(el('div', `by ${entry.trigger}${entry.force ? ', forced' : ''}`, 'by'));
  row.append(started, cell('Duration', duration(entry.durationMs)));
  const pages = entry.pages === undefined ? '–' : String(entry.pages);
  // A content-only rebuild rendered the changed pages and kept the rest as they were.
  const reused = entry.onlyChanged
    ? ` (${entry.pagesRendered} rendered, the rest kept)`
    : entry.pagesReused
      ? ` (${entry.pagesReused} reused)`
      : '';
  row.append(cell('Pages', pages + reused));
  const changed = cell('Changed pages', entry.changedPages === undefined ? '–' : '');
  if (entry.changedPages !== undefined) {
    const sample = entry.changedSample ?? [];
    if (sample.length === 0) changed.textContent = String(entry.changedPages);
    else {
      const details = el('details');
      details.append(el('summary', `${entry.changedPages} pages`));
      const list = el('ul');
      for (const path of sample) list.append(el('li', path));
      details.append(list);
      changed.append(details);
    }
  }
  row.append(changed);
  const [label, kind] = result(entry);
  const outcome = cell('Result', undefined, 'reason');
  outcome.append(el('span', label, `result result-${kind}`));
  if (entry.reason) outcome.append(el('div', entry.reason));
  // A list cut at the safety stop is said on its build, published or not, and so is a CDN that
  // would drop part of the build's own files (its headers): each in a field of its own.
  for (const warning of [...(entry.safetyStopWarnings ?? []), ...(entry.siteFileWarnings ?? [])])
    outcome.append(el('div', `Warning: ${warning}`, 'warning'));
  // A step after the switch that failed: the build went live and stays live all the same.
  for (const late of entry.lateErrors ?? [])
    outcome.append(el('div', `After going live: ${late}`, 'warning'));
  row.append(outcome);
  const action = el('td');
  if (entry.kept && !entry.live) {
    const button = el('button', 'Roll back to this build', 'secondary');
    button.type = 'button';
    button.disabled = Boolean(status.running);
    button.setAttribute('aria-label', `Roll back to the build of ${time(entry.startedAt)}`);
    button.addEventListener('click', () => void rollback(entry, button));
    action.append(button);
  }
  row.append(action);
  return row;
}

function renderHistory(status: PublisherStatus): void {
  const rows = status.history.map((entry) => historyRow(entry, status));
  if (rows.length === 0) {
    const row = el('tr');
    const cell = el('td', 'No builds yet.');
    cell.colSpan = 6;
    row.append(cell);
    rows.push(row);
  }
  page.history.replaceChildren(...rows);
}

function render(status: PublisherStatus): void {
  state.status = status;
  page.live.textContent = status.live
    ? `Build of ${time(status.live.startedAt)} · ${status.live.pages ?? '?'} pages · id ${status.live.id}`
    : 'Nothing is published yet.';
  renderCdn(status);
  if (!state.previewTouched) page.preview.checked = status.previewByDefault;
  const running = status.running;
  const phase = running
    ? `Building (${running.force ? 'forced, ' : ''}started by ${running.trigger}): ${running.phase}` +
      (status.queued ? '. Another build will follow.' : '.')
    : 'No build is running.';
  if (phase !== state.phase) page.phase.textContent = state.phase = phase;
  page.progressArea.hidden = !running;
  if (running) {
    // Counts only where they are counted: pages while pages are rendered, pictures while
    // pictures are made; the other steps show the time alone (a bar that moves on its own).
    const [done, total, unit] = pagePhases.has(running.phase)
      ? [running.pagesDone ?? 0, running.pagesTotal ?? 0, 'pages']
      : running.phase === picturePhase && running.imagesTotal
        ? [running.imagesDone ?? 0, running.imagesTotal, 'pictures']
        : [0, 0, ''];
    if (total > 0) {
      page.bar.max = total;
      page.bar.value = Math.min(done, total);
    } else page.bar.removeAttribute('value');
    const counted = total > 0 ? `${Math.min(done, total)} of ${total} ${unit} · ` : '';
    page.counts.textContent = `${counted}${duration(running.elapsedMs)} elapsed`;
  }
  renderWaiting(status);
  renderWatch(status);
  page.rebuild.textContent = running ? 'Rebuild again after this build' : 'Rebuild now';
  renderHistory(status);
}

/** What the CDN serves (PUBLISH_TARGET), as it last said, and whether that is the live build. */
function renderCdn(status: PublisherStatus): void {
  const cdn = status.cdn;
  page.cdn.hidden = !cdn;
  if (!cdn) return;
  const served = cdn.live
    ? `${cdn.name} serves build ${cdn.live.build ?? '(not one of this publisher’s)'} · version ${cdn.live.id}`
    : `${cdn.name} serves nothing of this site yet.`;
  const asked = cdn.checkedAt ? ` (as ${cdn.name} said at ${time(cdn.checkedAt)})` : '';
  const apart =
    cdn.live && status.live && cdn.live.build !== status.live.id
      ? ` It is not the live build of this server (${status.live.id}).`
      : '';
  page.cdn.textContent =
    served + asked + '.' + apart + (cdn.problem ? ` Last problem: ${cdn.problem}` : '');
}

/** The outcome of the rebuild this page asked for, once it is known (the message follows the
 * build: it says it started, then what it came to, never both). */
function showOutcome(status: PublisherStatus): void {
  if (!state.asked || status.running || status.queued) return;
  const last = status.history.find((entry) => entry.kind === 'build');
  if (!last || last.id === state.asked.before) return;
  state.asked = null;
  page.message.textContent = '';
  if (last.result === 'failed' || last.result === 'rejected')
    page.failure.textContent = `The build was not published: ${last.reason ?? ''}`;
  else if (last.result === 'ready')
    page.message.textContent =
      'The build is ready: look at its preview, then make it live or discard it.';
  else if (last.result === 'skipped')
    page.message.textContent = `Nothing to publish: ${last.reason ?? ''}`;
  else page.message.textContent = `The build finished: ${result(last)[0]}.`;
}

async function refresh(): Promise<void> {
  clearTimeout(state.timer);
  try {
    const status = await call<PublisherStatus>('GET', '/admin/status');
    render(status);
    showOutcome(status);
    if (state.statusFailed) page.failure.textContent = '';
    state.statusFailed = false;
  } catch (error) {
    if (!state.token) return;
    state.statusFailed = true;
    page.failure.textContent = `Could not read the status: ${messageOf(error)}`;
  }
  if (state.token) {
    const busy = state.status && (state.status.running || state.status.queued);
    state.timer = window.setTimeout(() => void refresh(), busy ? 1000 : 5000);
  }
}

async function rollback(entry: HistoryRow, button: HTMLButtonElement): Promise<void> {
  if (!confirm(`Make the build of ${time(entry.startedAt)} live again?`)) return;
  button.disabled = true;
  page.message.textContent = '';
  page.failure.textContent = '';
  try {
    const data = await call<{ reason?: string }>('POST', '/admin/rollback', { id: entry.id });
    page.message.textContent = data.reason || 'Rolled back.';
  } catch (error) {
    if (state.token) page.failure.textContent = `Roll back failed: ${messageOf(error)}`;
  }
  await refresh();
}

function showConsole(status: PublisherStatus): void {
  page.signIn.hidden = true;
  page.console.hidden = false;
  page.signOut.hidden = false;
  page.tokenError.textContent = '';
  render(status);
  page.rebuild.focus();
  void refresh();
}

page.signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const token = page.token.value.trim();
  if (!token) {
    page.tokenError.textContent = 'Enter the admin token.';
    page.token.focus();
    return;
  }
  page.signInButton.disabled = true;
  state.token = token;
  try {
    const status = await call<PublisherStatus>('GET', '/admin/status');
    sessionStorage.setItem(TOKEN_KEY, token);
    showConsole(status);
  } catch (error) {
    if (state.token) page.tokenError.textContent = `Could not sign in: ${messageOf(error)}`;
  } finally {
    page.signInButton.disabled = false;
  }
});

page.rebuildForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  page.rebuild.disabled = true;
  page.message.textContent = '';
  page.failure.textContent = '';
  try {
    const before = state.status?.history.find((entry) => entry.kind === 'build')?.id ?? null;
    const data = await call<{ state: string }>('POST', '/admin/rebuild', {
      force: page.force.checked,
      preview: page.preview.checked,
    });
    state.asked = { before };
    page.message.textContent =
      data.state === 'queued'
        ? 'A build is running; your rebuild will follow it with the latest content.'
        : 'The build has started.';
    page.force.checked = false;
  } catch (error) {
    if (state.token) page.failure.textContent = `Could not start the build: ${messageOf(error)}`;
  } finally {
    page.rebuild.disabled = false;
  }
  await refresh();
});

/** The build waiting in preview: what it changes, and the admin's three choices. */
function renderWaiting(status: PublisherStatus): void {
  const waiting = status.preview;
  page.waiting.hidden = !waiting;
  if (!waiting) return;
  const entry = status.history.find((row) => row.id === waiting.id);
  page.waitingSummary.textContent =
    `The build of ${time(entry?.startedAt)} is ready: ${waiting.pages ?? '?'} pages, ` +
    `${waiting.changedPages} of them changed since the live build.`;
  const items = waiting.changedSample.map((path) => {
    const item = el('li');
    const link = el('a', path);
    link.href = path;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      void openPreview(path);
    });
    item.append(link);
    return item;
  });
  if (waiting.changedPages > waiting.changedSample.length)
    items.push(el('li', `and ${waiting.changedPages - waiting.changedSample.length} more`));
  page.waitingPages.replaceChildren(...items);
  const busy = Boolean(status.running);
  page.makeLive.disabled = busy;
  page.discard.disabled = busy;
}

/** Opens the waiting build in a new tab (a one-time address the server turns into a cookie). */
async function openPreview(path = '/'): Promise<void> {
  const waiting = state.status?.preview;
  if (!waiting) return;
  const opened = window.open('', '_blank');
  try {
    const { url } = await call<{ url: string }>('POST', `/admin/preview/${waiting.id}/open`);
    const address = `${url}&to=${encodeURIComponent(path)}`;
    if (opened) opened.location.href = address;
    else window.location.href = address;
  } catch (error) {
    opened?.close();
    if (state.token) page.failure.textContent = `Could not open the preview: ${messageOf(error)}`;
  }
}

/** Makes the waiting build live, or discards it. */
async function decide(choice: 'publish' | 'discard'): Promise<void> {
  const waiting = state.status?.preview;
  if (!waiting) return;
  if (choice === 'discard' && !confirm('Discard the waiting build? The live site stays as it is.'))
    return;
  page.message.textContent = '';
  page.failure.textContent = '';
  page.makeLive.disabled = page.discard.disabled = true;
  try {
    await call('POST', `/admin/preview/${waiting.id}/${choice}`);
    page.message.textContent =
      choice === 'publish'
        ? 'The build is live.'
        : 'The build was discarded; the live site is as it was.';
  } catch (error) {
    if (state.token)
      page.failure.textContent = `Could not ${choice === 'publish' ? 'make it live' : 'discard it'}: ${messageOf(error)}`;
  }
  await refresh();
}

const outcomeWords: Record<string, string> = {
  unchanged: 'nothing had changed',
  changed: 'a change was seen and published',
  busy: 'a build was running already',
  failed: 'the member API did not answer',
};

/** What the watcher did last and does next. */
function renderWatch(status: PublisherStatus): void {
  const watch = status.watch;
  page.watchForm.hidden = !watch;
  const facts: [string, string][] = !watch
    ? [['Watcher', 'not running on this server']]
    : [
        [
          'Checks',
          watch.minutes === null
            ? 'off'
            : `every ${watch.minutes === 1 ? 'minute' : `${watch.minutes} minutes`}`,
        ],
        [
          'Last check',
          watch.lastCheckAt
            ? `${time(watch.lastCheckAt)}: ${outcomeWords[watch.lastOutcome ?? ''] ?? '–'}` +
              (watch.lastOutcome === 'failed' && watch.lastError ? ` (${watch.lastError})` : '') +
              (watch.lastCheckRequests
                ? ` in ${watch.lastCheckMs} ms: ${watch.lastCheckRequests.api} questions to the member API (${watch.lastCheckRequests.notModified} answered 'not modified'), ${watch.lastCheckRequests.pictures} pictures`
                : '')
            : 'none yet',
        ],
        [
          'Next check',
          watch.nextCheckAt
            ? `${time(watch.nextCheckAt)}${watch.failures > 0 ? ` (waiting longer after ${watch.failures} failed checks)` : ''}`
            : '–',
        ],
        ['Last change seen', watch.lastChangeAt ? time(watch.lastChangeAt) : 'none yet'],
      ];
  page.watchFacts.replaceChildren(
    ...facts.flatMap(([term, value]) => [el('dt', term), el('dd', value)]),
  );
  if (watch && !state.watchTouched)
    page.watchMinutes.value = watch.minutes === null ? 'off' : String(watch.minutes);
}

page.preview.addEventListener('change', () => (state.previewTouched = true));
page.watchMinutes.addEventListener('change', () => (state.watchTouched = true));
page.openPreview.addEventListener('click', () => void openPreview());
page.makeLive.addEventListener('click', () => void decide('publish'));
page.discard.addEventListener('click', () => void decide('discard'));
page.watchForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  page.watchMessage.textContent = '';
  const chosen = page.watchMinutes.value;
  try {
    await call('POST', '/admin/watch', { minutes: chosen === 'off' ? null : Number(chosen) });
    state.watchTouched = false;
    page.watchMessage.textContent = chosen === 'off' ? 'Watching is off.' : 'Saved.';
  } catch (error) {
    if (state.token) page.failure.textContent = `Could not save: ${messageOf(error)}`;
  }
  await refresh();
});

page.signOut.addEventListener('click', () => signOut(''));

if (state.token)
  call<PublisherStatus>('GET', '/admin/status')
    .then(showConsole)
    .catch(() => {});
