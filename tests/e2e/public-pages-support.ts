import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as v from 'valibot';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { e2eStack } from './stack-env.ts';

// Shared by the public-B browser tests: the stand-in API's data as the site reads it (through
// the site's own schemas), a member token, and the accessibility check.

/** `data` of a GET on the stand-in API, checked by the site's schema for it. */
export async function apiData<S extends v.GenericSchema>(
  request: APIRequestContext,
  path: string,
  schema: S,
  token?: string,
): Promise<v.InferOutput<S>> {
  const response = await request.get(`${e2eStack.apiUrl}/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(body.error, `${path}: ${body.message}`).toBe(false);
  return v.parse(schema, body.data);
}

/** The demo member's access token. */
export async function memberToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${e2eStack.apiUrl}/login`, {
    data: { acNo: DEMO_MEMBER.acNo, password: DEMO_MEMBER.password },
  });
  const body = await response.json();
  expect(body.error, body.message).toBe(false);
  return body.data.accessToken as string;
}

/** Every record of a paged list call, page after page until a page comes back short. */
export async function allPages<T>(
  loadPage: (page: number) => Promise<readonly T[]>,
  lastBelow: number,
): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; page < 100; page++) {
    const found = await loadPage(page);
    records.push(...found);
    if (found.length < lastBelow) break;
  }
  return records;
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(grave, `axe on ${page.url()}`).toEqual([]);
}

/**
 * A card's markup without what it shows: each element's tag, classes, attribute names and
 * whether it holds text, one line each, indented by depth (`leaveOut`: attribute names not
 * compared). Two cards
 * made alike have the same shape whatever their record; one missing a part has not.
 */
export function cardShape(card: Locator, leaveOut: string[] = []): Promise<string> {
  return card.evaluate((root, skip) => {
    const lines: string[] = [];
    const walk = (element: Element, depth: number) => {
      const classes = [...element.classList].sort().map((name) => `.${name}`);
      const names = [...element.attributes]
        .map((attribute) => attribute.name)
        .filter((name) => name !== 'class' && !skip.includes(name))
        .sort();
      const text = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      lines.push(
        `${'  '.repeat(depth)}${element.localName}${classes.join('')} ${names.join(' ')}${text ? ' "…"' : ''}`,
      );
      for (const child of element.children) walk(child, depth + 1);
    };
    walk(root, 0);
    return lines.join('\n');
  }, leaveOut);
}

/** Collects the Content-Security-Policy violations the page reports from now on. */
export function violationsOf(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      found.push(message.text());
  });
  return found;
}

/**
 * Resolves once the page's module scripts have run: a click before then does what it does
 * without script (a photo link opens the file).
 */
export async function scriptsRan(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // The page's own modules: each runs once, whoever asks first, so this waits for them.
  await page.evaluate(async () => {
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]');
    await Promise.all([...scripts].map((script) => import(script.src)));
  });
}
