import { expect, test } from '@playwright/test';
import {
  EMPLOYEE_DIRECTORY_PAGE_SIZE,
  MEMBER_DIRECTORY_PAGE_SIZE,
  MEMBERSHIP_TYPES_OPTION,
} from '../../src/lib/constants/members-area.ts';
import { SEARCH_DEBOUNCE_MS } from '../../src/lib/constants/timing.ts';
import { formatDate } from '../../src/lib/format/date.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { holdScripts, signInAs } from './fixtures.ts';
import { memberData, scrollUntil } from './member-pages-support.ts';

interface Person {
  _id: string;
  name: string;
  image: string;
  [field: string]: string;
}
interface MemberPage {
  memberPage: { count: number; members: Person[] };
  mediaPath: string;
}
interface EmployeePage {
  employeePage: { count: number; employees: Person[] };
  mediaPath: string;
}

const directories = [
  {
    path: '/member-directory',
    list: 'Members',
    search: 'Search Member',
    size: MEMBER_DIRECTORY_PAGE_SIZE,
    call: 'member-directory',
    read: (data: unknown) => {
      const { memberPage, mediaPath } = data as MemberPage;
      return { count: memberPage.count, people: memberPage.members, mediaPath };
    },
  },
  {
    path: '/employee-directory',
    list: 'Employees',
    search: 'Search Employee',
    size: EMPLOYEE_DIRECTORY_PAGE_SIZE,
    call: 'club/office-employees/get',
    read: (data: unknown) => {
      const { employeePage, mediaPath } = data as EmployeePage;
      return { count: employeePage.count, people: employeePage.employees, mediaPath };
    },
  },
];

for (const directory of directories) {
  test.describe(directory.path, () => {
    test.beforeEach(async ({ page }) => signInAs(page));

    test('scrolls to the end: as many cards as the API counts, a page at a time', async ({
      page,
      request,
    }) => {
      const first = directory.read(
        await memberData(request, `${directory.call}?page=1&searchKey=&size=${directory.size}`),
      );
      expect(first.count).toBeGreaterThan(directory.size);
      const pagesAsked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes(`/${directory.call}?`))
          pagesAsked.push(new URL(sent.url()).searchParams.get('page') ?? '');
      });
      await page.goto(directory.path);
      const cards = page.getByRole('list', { name: directory.list }).getByRole('article');
      await expect(cards).toHaveCount(directory.size);
      await scrollUntil(page, cards, first.count);
      expect(new Set(pagesAsked).size).toBe(Math.ceil(first.count / directory.size));

      // The first card shows the API's first record, its image or the placeholder.
      const person = first.people[0]!;
      const card = cards.first();
      await expect(card.getByRole('heading', { name: person.name })).toBeVisible();
      const src = mediaUrl(first.mediaPath, person.image) ?? '/placeholder.svg';
      await expect(card.locator('img')).toHaveAttribute('src', src);
    });

    test('searches once typing pauses, showing what the API finds', async ({ page, request }) => {
      // The page's clock is ours: typing takes no time, the pause is exactly the debounce
      // (a busy machine cannot stretch a gap between two keys into a pause).
      await page.clock.install();
      await page.goto(directory.path);
      const cards = page.getByRole('list', { name: directory.list }).getByRole('article');
      await expect(cards).toHaveCount(directory.size);
      const all = directory.read(
        await memberData(request, `${directory.call}?page=1&searchKey=&size=${directory.size}`),
      );
      const term = all.people[1]!.name.split(' ')[0]!;
      const found = directory.read(
        await memberData(
          request,
          `${directory.call}?page=1&searchKey=${encodeURIComponent(term)}&size=${directory.size}`,
        ),
      );
      const searches: string[] = [];
      page.on('request', (sent) => {
        const key = new URL(sent.url()).searchParams.get('searchKey');
        if (sent.url().includes(`/${directory.call}?`) && key) searches.push(key);
      });
      await page.clock.pauseAt(Date.now() + 1000);
      await page.getByRole('searchbox', { name: directory.search }).pressSequentially(term);
      await page.clock.runFor(SEARCH_DEBOUNCE_MS);
      await page.clock.resume();
      await expect(cards).toHaveCount(Math.min(found.count, directory.size));
      await expect(cards.first().getByRole('heading')).toHaveText(found.people[0]!.name);
      expect(searches).toEqual([term]);

      await page.getByRole('searchbox', { name: directory.search }).fill('no such name zzzz');
      await expect(page.getByText('No Data Found')).toBeVisible();
      await expect(cards).toHaveCount(0);
    });

    test('a search typed, and Enter pressed, before the scripts run is kept and searched', async ({
      page,
      request,
    }) => {
      const all = directory.read(
        await memberData(request, `${directory.call}?page=1&searchKey=&size=${directory.size}`),
      );
      const person = all.people[1]!;
      const release = await holdScripts(page);
      await page.goto(directory.path, { waitUntil: 'commit' });
      const box = page.getByRole('searchbox', { name: directory.search });
      await box.fill(person.name);
      await box.press('Enter');
      release();
      // The page was not reloaded (a reload would have emptied the box) and its list shows
      // what the API finds for the text.
      const cards = page.getByRole('list', { name: directory.list }).getByRole('article');
      await expect(cards.first().getByRole('heading')).toHaveText(person.name);
      await expect(box).toHaveValue(person.name);
    });
  });
}

test.describe('member directory cards and filter', () => {
  test.beforeEach(async ({ page }) => signInAs(page));

  test('a card shows name, account no, membership date (en-BD), mobile, email, type, address', async ({
    page,
    request,
  }) => {
    const { memberPage } = await memberData<MemberPage>(
      request,
      'member-directory?page=1&searchKey=&size=25',
    );
    const member = memberPage.members[0]!;
    await page.goto('/member-directory');
    const card = page.getByRole('list', { name: 'Members' }).getByRole('article').first();
    await expect(card.getByRole('heading')).toHaveText(member.name);
    for (const value of [
      member.acNo,
      formatDate(member.membershipDate),
      member.mobile,
      member.email,
      member.membershipType,
      member.presentAddress,
    ]) {
      await expect(card).toContainText(value!);
    }
    await expect(card.getByRole('link', { name: member.mobile })).toHaveAttribute(
      'href',
      `tel:${member.mobile}`,
    );
  });

  test("filters by membership type; 'Membership Types' means every type", async ({
    page,
    request,
  }) => {
    const { membershipType } = await memberData<{ membershipType: string[] }>(
      request,
      'membership-type/get',
    );
    await page.goto('/member-directory');
    const select = page.getByRole('combobox', { name: 'Membership type' });
    await expect(select.locator('option')).toHaveText([MEMBERSHIP_TYPES_OPTION, ...membershipType]);
    const type = membershipType[membershipType.length - 1]!;
    const { memberPage } = await memberData<MemberPage>(
      request,
      `member-directory?page=1&searchKey=&size=25&membershipType=${encodeURIComponent(type)}`,
    );
    await select.selectOption(type);
    const cards = page.getByRole('list', { name: 'Members' }).getByRole('article');
    await scrollUntil(page, cards, memberPage.count);
    for (const card of await cards.all()) await expect(card).toContainText(type);

    const every = await memberData<MemberPage>(
      request,
      'member-directory?page=1&searchKey=&size=25',
    );
    await select.selectOption(MEMBERSHIP_TYPES_OPTION);
    await expect(cards).toHaveCount(Math.min(every.memberPage.count, MEMBER_DIRECTORY_PAGE_SIZE));
  });
});

test('employee cards show image, designation, name, department, mobile and email', async ({
  page,
  request,
}) => {
  await signInAs(page);
  const { employeePage } = await memberData<EmployeePage>(
    request,
    'club/office-employees/get?page=1&searchKey=&size=10',
  );
  const employee = employeePage.employees[0]!;
  await page.goto('/employee-directory');
  const card = page.getByRole('list', { name: 'Employees' }).getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText(employee.name);
  for (const value of [
    employee.designation,
    employee.department,
    employee.mobile,
    employee.email,
  ]) {
    await expect(card).toContainText(value!);
  }
  await expect(card.locator('img')).toBeVisible();
});
