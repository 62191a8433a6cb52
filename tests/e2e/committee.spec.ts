import { expect, test } from '@playwright/test';
import { committeeDataSchema, departmentsDataSchema } from '../../src/lib/schemas/committee.ts';
import { committeeYearOptions, splitLeaders } from '../../src/lib/text/committee.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';

const committee = (query: string) => `club/members/get?${query}`;

test.describe('Committee listings', () => {
  test('former executive committees: year options from current year − 2 to 2012, the first preselected', async ({
    page,
    request,
  }) => {
    const options = committeeYearOptions();
    const year = new Date().getFullYear();
    expect(options).toHaveLength(year - 2 - 2012 + 1);
    await page.goto('/former-ec');
    const select = page.getByLabel('Year');
    await expect(select.locator('option')).toHaveText(options.map((option) => option.label));
    await expect(select).toHaveValue(`${year - 2}-${year - 1}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Former Executive Committee (${year - 2} - ${year - 1})`,
    );
    // Choosing another range changes the headline and the members shown.
    const { members } = await apiData(
      request,
      committee('type=Executive%20Committee&fromYear=2015&toYear=2016'),
      committeeDataSchema,
    );
    await select.selectOption('2015-2016');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Former Executive Committee (2015 - 2016)',
    );
    const shown = page.locator('[data-committee-option="2015-2016"] .committee-card__name');
    await expect(shown).toHaveText(
      [...splitLeaders(members).leaders, ...splitLeaders(members).others].map((m) => m.name),
    );
    await expectAccessible(page);
  });

  test('past presidents follow the same year filter', async ({ page, request }) => {
    const { members } = await apiData(
      request,
      committee('type=Past%20President&fromYear=2013&toYear=2014'),
      committeeDataSchema,
    );
    await page.goto('/past-presidents');
    await page.getByLabel('Year').selectOption('2013-2014');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Past Presidents (2013 - 2014)',
    );
    const { leaders, others } = splitLeaders(members);
    await expect(
      page.locator('[data-committee-option="2013-2014"] .committee-card__name'),
    ).toHaveText([...leaders, ...others].map((member) => member.name));
  });

  test('present sub-committees: departments, the first preselected, headline per department', async ({
    page,
    request,
  }) => {
    const { departments } = await apiData(request, 'club/department/get', departmentsDataSchema);
    await page.goto('/present-sub-committee');
    const select = page.getByLabel('Department');
    await expect(select.locator('option')).toHaveText(departments.map((d) => d.departmentName));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Present ${departments[0]!.departmentName} Sub Committee`,
    );
    const last = departments.at(-1)!.departmentName;
    await select.selectOption(last);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Present ${last} Sub Committee`,
    );
  });

  test('leaders sit in the first row and the member id shows on focus', async ({
    page,
    request,
  }) => {
    const year = new Date().getFullYear();
    const { members } = await apiData(
      request,
      committee(`type=Executive%20Committee&fromYear=${year - 1}&toYear=${year}`),
      committeeDataSchema,
    );
    const { leaders } = splitLeaders(members);
    await page.goto('/present-ec');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Present Executive Committee' }),
    ).toBeVisible();
    const firstRow = page.locator('.committee-row--leaders .committee-card__designation');
    await expect(firstRow).toHaveText(leaders.map((leader) => leader.designation));
    const card = page.locator('.committee-card').first();
    const id = card.locator('.committee-card__id');
    await expect(id).toHaveCSS('opacity', '0');
    await card.focus();
    await expect(id).toHaveCSS('opacity', '1');
    await expect(id).toHaveText(`Member ID: ${leaders[0]!.acNo}`);
    // Hover reveals it too (another card, so focus does not count).
    const other = page.locator('.committee-card').nth(1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(other.locator('.committee-card__id')).toHaveCSS('opacity', '0');
    await other.hover();
    await expect(other.locator('.committee-card__id')).toHaveCSS('opacity', '1');
    await expectAccessible(page);
  });

  test('founder members are listed without a filter', async ({ page, request }) => {
    const { members } = await apiData(
      request,
      committee('type=Founder%20Member'),
      committeeDataSchema,
    );
    await page.goto('/founder-members');
    await expect(page.getByRole('heading', { level: 1, name: 'Founder Members' })).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('.committee-card')).toHaveCount(members.length);
  });
});
