import {
  SEARCH_PARAM,
  SEARCH_RESULTS_SHOWN,
  SEARCH_SCRIPT_HREF,
  searchStatus,
} from '../lib/search/site-search.ts';

// The search page's script: Pagefind's own script and index load on the first search, not
// with the page (the page's JavaScript budget); typing searches after a pause, Enter at once,
// and the address keeps the query (?q=) so a result can be shared or returned to.

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: { noWorker?: boolean }): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const form = document.querySelector<HTMLFormElement>('[data-site-search]');
const status = document.querySelector<HTMLElement>('[data-search-status]');
const list = document.querySelector<HTMLOListElement>('[data-search-results]');
const input = form?.querySelector<HTMLInputElement>('input[type="search"]');

let pagefind: Promise<Pagefind> | null = null;
let latest = 0;
let pause: ReturnType<typeof setTimeout> | undefined;

function loadPagefind(): Promise<Pagefind> {
  // A path held in a variable: the bundler leaves it to the browser (it is built after us).
  const url: string = SEARCH_SCRIPT_HREF;
  // On this page's own thread: a worker of its own would need the WebAssembly permission
  // the search page's Content-Security-Policy gives the page alone.
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    await module.options({ noWorker: true });
    return module;
  });
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

/** The excerpt's text with Pagefind's <mark>s kept: parsed inert, nothing else survives. */
function excerptNodes(excerpt: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = excerpt;
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    }
    return document.createTextNode(node.textContent ?? '');
  });
}

function resultItem(result: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = result.url;
  link.textContent = result.meta.title || result.url;
  heading.append(link);
  const excerpt = document.createElement('p');
  excerpt.append(...excerptNodes(result.excerpt));
  const address = document.createElement('p');
  address.className = 'site-search__url';
  address.textContent = result.url;
  item.append(heading, excerpt, address);
  return item;
}

/** The words of a query of several (letters or digits; one word is searched as it is). */
function wordsOf(query: string): string[] {
  const words = query.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length > 1 ? words : [];
}

async function search(query: string): Promise<void> {
  const run = ++latest;
  if (!status || !list) return;
  if (!query.trim()) {
    list.replaceChildren();
    status.textContent = '';
    return;
  }
  status.textContent = 'Searching…';
  try {
    const engine = await loadPagefind();
    const [found, ...each] = await Promise.all(
      [query, ...wordsOf(query)].map((text) => engine.search(text)),
    );
    // Pagefind leaves out a word it finds nowhere and answers the rest: a query is answered
    // only when each of its words finds something on its own (a nonsense word finds nothing).
    const results = each.every((one) => one?.results.length) ? (found?.results ?? []) : [];
    const shown = await Promise.all(
      results.slice(0, SEARCH_RESULTS_SHOWN).map((result) => result.data()),
    );
    if (run !== latest) return; // a newer search is under way
    list.replaceChildren(...shown.map(resultItem));
    status.textContent = searchStatus(query, results.length);
  } catch {
    if (run !== latest) return;
    list.replaceChildren();
    status.textContent = 'Search is not available right now. Please try again.';
  }
}

function remember(query: string): void {
  const url = new URL(location.href);
  if (query.trim()) url.searchParams.set(SEARCH_PARAM, query.trim());
  else url.searchParams.delete(SEARCH_PARAM);
  history.replaceState(history.state, '', url);
}

if (form && input) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pause);
    remember(input.value);
    void search(input.value);
  });
  input.addEventListener('input', () => {
    clearTimeout(pause);
    pause = setTimeout(() => {
      remember(input.value);
      void search(input.value);
    }, 300);
  });
  const query = new URLSearchParams(location.search).get(SEARCH_PARAM) ?? '';
  if (query) {
    input.value = query;
    void search(query);
  }
}
