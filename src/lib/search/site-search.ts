/** The search page's query parameter (/search?q=…): the header and menu forms send it. */
export const SEARCH_PARAM = 'q';

/** Where the build writes the search index (Pagefind's bundle) and its script. */
export const SEARCH_INDEX_DIR = 'pagefind';
export const SEARCH_SCRIPT_HREF = `/${SEARCH_INDEX_DIR}/pagefind.js`;

/** How many results the search page shows. */
export const SEARCH_RESULTS_SHOWN = 20;

/** The status line under the search box (read out by screen readers). */
export function searchStatus(query: string, found: number): string {
  if (!query.trim()) return '';
  if (found === 0) return `No results for “${query.trim()}”.`;
  return `${found} ${found === 1 ? 'result' : 'results'} for “${query.trim()}”${found > SEARCH_RESULTS_SHOWN ? `, the first ${SEARCH_RESULTS_SHOWN} shown` : ''}.`;
}
