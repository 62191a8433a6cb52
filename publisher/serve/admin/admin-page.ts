// The admin page's script (browser code): bundled with esbuild when the publish server starts
// and inlined into admin.html (publisher/serve/admin/page.ts), where the page's policy allows
// it by hash. It signs in with the admin token (kept in this tab only), shows the running
// build and the history, and starts rebuilds and rollbacks through the admin API.
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
  phase: byId('phase'),
  progressArea: byId('progress-area'),
  bar: byId<HTMLProgressElement>('bar'),
  counts: byId('counts'),
  rebuildForm: byId<HTMLFormElement>('rebuild-form'),
  rebuild: byId<HTMLButtonElement>('rebuild'),
  force: byId<HTMLInputElement>('force'),
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
} = {
  token: sessionStorage.getItem(TOKEN_KEY),
  status: null,
  timer: 0,
  phase: '',
  statusFailed: false,
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
};

/** The result column's label and its kind (the class that colours it). */
function result(entry: HistoryRow): [label: string, kind: string] {
  if (entry.kind === 'rollback') return ['Rolled back', 'rolled-back'];
  if (entry.live) return ['Live', 'live'];
  return [resultNames[entry.result] ?? entry.result, entry.result];
}

function historyRow(entry: HistoryRow, status: PublisherStatus): HTMLTableRowElement {
  const row = el('tr');
  const started = el('td', time(entry.startedAt));
  started.append(el('div', `by ${entry.trigger}${entry.force ? ', forced' : ''}`, 'by'));
  row.append(started, el('td', duration(entry.durationMs)));
  const pages = entry.pages === undefined ? '–' : String(entry.pages);
  // A content-only rebuild rendered the changed pages and kept the rest as they were.
  const reused = entry.onlyChanged
    ? ` (${entry.pagesRendered} rendered, the rest kept)`
    : entry.pagesReused
      ? ` (${entry.pagesReused} reused)`
      : '';
  row.append(el('td', pages + reused));
  const changed = el('td', entry.changedPages === undefined ? '–' : '');
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
  const cell = el('td', undefined, 'reason');
  cell.append(el('span', label, `result-${kind}`));
  if (entry.reason) cell.append(el('div', entry.reason));
  // A list cut at the safety stop is said on its build, published or not.
  for (const warning of entry.warnings ?? [])
    if (warning.startsWith('safety stop')) cell.append(el('div', `Warning: ${warning}`, 'warning'));
  row.append(cell);
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
  const liveEntry = status.history.find((entry) => entry.live);
  page.live.textContent = status.live
    ? `Build of ${time(liveEntry?.startedAt)} · ${status.live.pages ?? '?'} pages · id ${status.live.id}`
    : 'Nothing is published yet.';
  const running = status.running;
  const phase = running
    ? `Building (${running.force ? 'forced, ' : ''}started by ${running.trigger}): ${running.phase}` +
      (status.queued ? '. Another build will follow.' : '.')
    : 'No build is running.';
  if (phase !== state.phase) page.phase.textContent = state.phase = phase;
  page.progressArea.hidden = !running;
  if (running) {
    const done = running.pagesDone ?? 0;
    const total = running.pagesTotal ?? 0;
    if (total > 0) {
      page.bar.max = total;
      page.bar.value = Math.min(done, total);
    } else page.bar.removeAttribute('value');
    const pages = total > 0 ? `${done} of ${total} pages` : `${done} pages`;
    const images = running.imagesTotal
      ? ` · ${running.imagesDone ?? 0} of ${running.imagesTotal} images`
      : '';
    page.counts.textContent = `${pages}${images} · ${duration(running.elapsedMs)} elapsed`;
  }
  page.rebuild.textContent = running ? 'Rebuild again after this build' : 'Rebuild now';
  renderHistory(status);
}

async function refresh(): Promise<void> {
  clearTimeout(state.timer);
  try {
    const status = await call<PublisherStatus>('GET', '/admin/status');
    const wasRunning = state.status?.running;
    render(status);
    if (wasRunning && !status.running) {
      const last = status.history[0];
      if (last?.kind === 'build' && (last.result === 'failed' || last.result === 'rejected'))
        page.failure.textContent = `The last build was not published: ${last.reason ?? ''}`;
      else if (last) page.message.textContent = `The last build finished: ${result(last)[0]}.`;
    }
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
    const data = await call<{ state: string }>('POST', '/admin/rebuild', {
      force: page.force.checked,
    });
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

page.signOut.addEventListener('click', () => signOut(''));

if (state.token)
  call<PublisherStatus>('GET', '/admin/status')
    .then(showConsole)
    .catch(() => {});
