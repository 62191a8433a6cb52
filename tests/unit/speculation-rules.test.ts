// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageMarksScript } from '../../src/lib/inline-scripts.ts';
import {
  speculationRules,
  speculationRulesText,
  type LinkCondition,
} from '../../src/lib/navigation/speculation-rules.ts';

// Issue 27.2: which links the browser prepares ahead, and how. The rules are read the way the
// speculation rules' document rules are (URL patterns against the page's address, CSS
// selectors against the link); the browser tests show Chromium reads them the same.

/** Whether `link` meets a document rule's condition. */
function meets(condition: LinkCondition, link: HTMLAnchorElement): boolean {
  if ('and' in condition) return condition.and.every((part) => meets(part, link));
  if ('or' in condition) return condition.or.some((part) => meets(part, link));
  if ('not' in condition) return !meets(condition.not, link);
  if ('href_matches' in condition)
    return [condition.href_matches]
      .flat()
      .some((pattern) => new URLPattern(pattern, document.baseURI).test(link.href));
  return link.matches(condition.selector_matches);
}

/** What the browser does with a link held under the pointer: prerender, prefetch or nothing. */
function actionOn(link: HTMLAnchorElement): 'prerender' | 'prefetch' | 'nothing' {
  const rules = JSON.parse(speculationRulesText) as ReturnType<typeof speculationRules>;
  for (const action of ['prerender', 'prefetch'] as const)
    if (rules[action].some((rule) => meets(rule.where, link))) return action;
  return 'nothing';
}

function linkTo(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

beforeEach(() => {
  document.documentElement.dataset.hover = 'true';
  document.documentElement.dataset.session = 'visitor';
});

describe('the speculation rules, with a mouse', () => {
  it.each([
    ['a public page', '<a href="/news">News</a>', 'visitor', 'prerender'],
    ['a detail page', '<a href="/news-details/nw0001/">A story</a>', 'visitor', 'prerender'],
    [
      'the home page, by its full address',
      '<a href="http://localhost:3000/">Home</a>',
      'visitor',
      'prerender',
    ],
    ['a sign-in screen', '<a href="/login">Member Login</a>', 'visitor', 'prerender'],
    ['a member page, for a visitor', '<a href="/notice-list">Notice</a>', 'visitor', 'nothing'],
    ['a member page, for a member', '<a href="/notice-list">Notice</a>', 'member', 'prerender'],
    [
      'a member id route, for a visitor',
      '<a href="/billing/details/bk-1">Bill</a>',
      'visitor',
      'nothing',
    ],
    [
      'a member id route, for a member',
      '<a href="/billing/details/bk-1">Bill</a>',
      'member',
      'prerender',
    ],
    [
      'a public page named like a member one',
      '<a href="/booking-rules">Rules</a>',
      'visitor',
      'prerender',
    ],
    ['the admin', '<a href="/admin">Admin</a>', 'member', 'nothing'],
    ['a page of the admin', '<a href="/admin/status">Status</a>', 'member', 'nothing'],
    ['a sign-out address', '<a href="/logout">Log Out</a>', 'member', 'nothing'],
    ['a calendar file', '<a href="/calendar/ev0001.ics">Add to calendar</a>', 'visitor', 'nothing'],
    ['the news feed', '<a href="/rss.xml">Feed</a>', 'visitor', 'nothing'],
    ['a picture', '<a href="/_astro/photo.abc.webp">Photo</a>', 'visitor', 'nothing'],
    ['a download', '<a href="/club-history" download>Save</a>', 'visitor', 'nothing'],
    ['another site', '<a href="https://election-live.example.com/">Live</a>', 'visitor', 'nothing'],
    ['a phone number', '<a href="tel:+8801711000000">Call</a>', 'visitor', 'nothing'],
  ])('%s (%s, as a %s): %s', (_, html, session, expected) => {
    document.documentElement.dataset.session = session;
    expect(actionOn(linkTo(html))).toBe(expected);
  });
});

describe('the speculation rules, on a touch screen', () => {
  it.each([
    ['a public page', '<a href="/news">News</a>', 'visitor', 'prefetch'],
    ['a member page, for a member', '<a href="/booking-list">Booking</a>', 'member', 'prefetch'],
    ['a member page, for a visitor', '<a href="/booking-list">Booking</a>', 'visitor', 'nothing'],
    ['the admin', '<a href="/admin">Admin</a>', 'member', 'nothing'],
  ])('%s (%s, as a %s): %s', (_, html, session, expected) => {
    document.documentElement.dataset.hover = 'false';
    document.documentElement.dataset.session = session;
    expect(actionOn(linkTo(html))).toBe(expected);
  });

  // A mouse resting on a link (moderate); on a touch screen only the touch itself
  // (conservative): Android's 'moderate' fetches links merely seen in the viewport, spending a
  // phone's data, and in the page's first seconds, its first screen's bandwidth.
  it('wait for the pointer (a mouse resting, a finger touching), never prepare every link at once', () => {
    const rules = speculationRules();
    expect(rules.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prefetch.map((rule) => rule.eagerness)).toEqual(['conservative']);
  });
});

describe('the before-paint pointer mark, read by the rules', () => {
  it.each([
    [true, 'true', 'prerender'],
    [false, 'false', 'prefetch'],
  ])('a pointer that can hover: %s → data-hover %s, a public page: %s', (hovers, mark, action) => {
    delete document.documentElement.dataset.hover;
    const matchMedia = (query: string) => ({ matches: query === '(hover:hover)' && hovers });
    new Function('matchMedia', pageMarksScript)(matchMedia);
    expect(document.documentElement.dataset.hover).toBe(mark);
    expect(actionOn(linkTo('<a href="/gallery">Gallery</a>'))).toBe(action);
  });
});
