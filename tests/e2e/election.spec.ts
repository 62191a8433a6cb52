import { expect, test } from '@playwright/test';
import { PDF_VIEWER_HEIGHT } from '../../src/lib/constants/public-area.ts';
import { liveStreamView } from '../../src/lib/members/live-stream.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { siteMenu } from '../../src/lib/menu.ts';
import { documentPath, signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';
import { e2eStack } from './stack-env.ts';

interface Person {
  name: string;
  designation?: string;
  clubAcNo: string;
  mobile: string;
  layer?: number | string;
  ballotNumber?: string | number;
}

test.beforeEach(async ({ page }) => signInAs(page));

test('/election links every election page, the live scoreboard in a new tab', async ({ page }) => {
  await page.goto('/election');
  const children = siteMenu(e2eStack.scoreboardUrl).find((item) => item.id === '11')!.children;
  for (const child of children) {
    const link = page.locator('main').getByRole('link', { name: child.name });
    await expect(link).toHaveAttribute('href', child.path);
  }
  // The scoreboard is the club's address, set for this build (PUBLIC_ELECTION_SCOREBOARD_URL).
  const scoreboard = page.locator('main').getByRole('link', { name: /Live Scoreboard/ });
  await expect(scoreboard).toHaveAttribute('href', e2eStack.scoreboardUrl);
  await expect(scoreboard).toHaveAttribute('target', '_blank');
});

test('the menu links the Election page itself, reached with the keyboard and by tap', async ({
  page,
  isMobile,
}) => {
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  // The entry (id 11, /election) has children; its own page is a link among them.
  const election = menu.getByRole('link', { name: 'Election', exact: true });
  await page.goto('/news');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(election).toHaveAttribute('href', '/election');
  for (let tabs = 0; tabs < 60; tabs++) {
    if (await election.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(election).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/election\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/news');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await (isMobile ? toggle.tap() : toggle.click());
  await (isMobile ? election.tap() : election.click());
  await expect(page).toHaveURL(/\/election\/?$/);
});

const boards = [
  { path: '/election-board', boardType: 'Election Board' },
  { path: '/election-appeal-board', boardType: 'Appeal Board' },
];
for (const { path, boardType } of boards) {
  test(`${path}: board type, year, the layer 1 head above the layer 2 members`, async ({
    page,
    request,
  }) => {
    const { board } = await memberData<{
      board: { boardType: string; electionYear: string; boardMembers: Person[] };
    }>(request, `election/board/list?boardType=${encodeURIComponent(boardType)}`);
    const heads = board.boardMembers.filter((member) => Number(member.layer) === 1);
    const others = board.boardMembers.filter((member) => Number(member.layer) !== 1);
    expect(heads.length).toBeGreaterThan(0);

    await page.goto(path);
    await expect(page.locator('main')).toContainText(board.boardType);
    await expect(page.locator('main')).toContainText(String(board.electionYear));
    const headCards = page.locator('[data-layer="1"] article');
    const otherCards = page.locator('[data-layer="2"] article');
    await expect(headCards).toHaveCount(heads.length);
    await expect(otherCards).toHaveCount(others.length);
    const head = heads[0]!;
    for (const value of [head.name, head.designation ?? '', head.clubAcNo, head.mobile]) {
      await expect(headCards.first()).toContainText(value);
    }
    await expect(headCards.first().locator('img')).toBeVisible();
    const headBox = await headCards.first().boundingBox();
    const memberBox = await otherCards.first().boundingBox();
    expect(headBox!.y + headBox!.height).toBeLessThanOrEqual(memberBox!.y);
  });
}

const candidateLists = [
  { path: '/president-candidate-list', candidateType: 'President', ballot: false },
  { path: '/ec-candidate-list', candidateType: 'Executive Committee', ballot: true },
];
for (const { path, candidateType, ballot } of candidateLists) {
  test(`${path}: candidate cards, ballot numbers ${ballot ? 'shown' : 'not shown'}`, async ({
    page,
    request,
  }) => {
    const { candidates } = await memberData<{ candidates: Person[] }>(
      request,
      `election/candidate/list?candidateType=${encodeURIComponent(candidateType)}`,
    );
    expect(candidates.length).toBeGreaterThan(0);
    await page.goto(path);
    const cards = page
      .getByRole('list', { name: `${candidateType} candidates` })
      .getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(candidates.map((c) => c.name));
    const detail = (label: string) => cards.locator('dt', { hasText: label }).locator('+ dd');
    await expect(detail('Club Ac No')).toHaveText(candidates.map((c) => c.clubAcNo));
    if (ballot)
      await expect(detail('Ballot Number')).toHaveText(
        candidates.map((c) => String(c.ballotNumber)),
      );
    else await expect(detail('Ballot Number')).toHaveCount(0);
  });
}

const documents = [
  { path: '/election-coc', call: 'election/election-code-of-conduct/get' },
  { path: '/election-rules', call: 'election/election-rules/get' },
  { path: '/election-schedule', call: 'election/election-schedule/get' },
  { path: '/election-final-result', call: 'election/election-final-result/get' },
];
for (const { path, call } of documents) {
  test(`${path}: title, a 600 px PDF viewer and a download link`, async ({ page, request }) => {
    const { content, mediaPath } = await memberData<{
      content: { title: string; attachment: string };
      mediaPath: string;
    }>(request, call);
    const url = mediaUrl(mediaPath, content.attachment)!;
    const file = documentPath(url);
    // The page is under test, not the browser's PDF viewer: the file itself is left out.
    await page.route(
      (address) => documentPath(address.href) === file,
      (route) => route.fulfill({ contentType: 'text/plain', body: '' }),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    const viewer = page.locator(`iframe[title="${content.title}"]`);
    await expect(viewer).toHaveAttribute('src', /\?expires=\d+&signature=/);
    expect(documentPath(await viewer.getAttribute('src'))).toBe(file);
    expect((await viewer.boundingBox())!.height).toBe(PDF_VIEWER_HEIGHT);
    const download = page.getByRole('link', { name: 'Download' });
    expect(documentPath(await download.getAttribute('href'))).toBe(file);
  });
}

test('/election-live embeds the stream and links it', async ({ page, request }) => {
  const { liveSteam } = await memberData<{ liveSteam: { url: string } }>(
    request,
    'election/live/steam/get',
  );
  const view = liveStreamView(liveSteam.url);
  expect(view).not.toBeNull();
  await page.goto('/election-live');
  const frame = page.locator('iframe[title="Election live stream"]');
  if (view && 'embed' in view) await expect(frame).toHaveAttribute('src', view.embed);
  else await expect(frame).toHaveCount(0);
  const link = page.getByRole('link', { name: /Watch the live stream/ });
  await expect(link).toHaveAttribute('href', view!.link);
  await expect(link).toHaveAttribute('target', '_blank');
});
