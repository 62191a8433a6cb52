import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/constants/messages.ts';
import { formatTaka } from '../../src/lib/format/money.ts';
import type { Food, MenuCategory } from '../../src/lib/schemas/ordering.ts';
import { signInAs } from './fixtures.ts';
import { orderingMenu } from './booking-ordering-support.ts';
import { e2eStack } from './stack-env.ts';

// The cart lives in each test's own browser storage, so these tests share nothing.

const foodsOf = (category: MenuCategory) => category.foodgroups.flatMap((group) => group.foods);
const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/** Opens a category the member's way: /order keeps the menu, then its tile. */
async function openCategory(page: Page, category: MenuCategory) {
  await page.goto('/order');
  await page.getByRole('link', { name: category.categoryName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: category.categoryName })).toBeVisible();
  // The foods are drawn before React from the kept menu; their tabs and buttons show they are
  // not ready (faded, no tap) until React has the page, and a key pressed before then does
  // nothing: the member's next step waits for them as the member would.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Adds each food the member's way to a cart that holds `held` items, and waits until the
 * cart link counts it (as a member sees the count go up) before going on: a page left at once
 * may be left before the tap is taken. */
async function addFoods(page: Page, category: MenuCategory, foods: Food[], held = 0) {
  await openCategory(page, category);
  for (const [index, food] of foods.entries()) {
    const group = category.foodgroups.find((entry) =>
      entry.foods.some((item) => item.foodId === food.foodId),
    )!;
    await page.getByRole('tab', { name: group.foodgroupName }).click();
    await page.getByRole('button', { name: `Add ${food.foodName}` }).click();
    const count = held + index + 1;
    await expect(cartLink(page)).toHaveAccessibleName(
      `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    );
  }
}

/** Two foods of two kitchens: one from each of the first two categories of different kitchens. */
async function twoKitchens(page: Page) {
  const menu = await orderingMenu(page.request);
  const first = menu[0]!;
  const firstFood = foodsOf(first)[0]!;
  const second = menu.find((category) =>
    foodsOf(category).some((food) => food.kitchenId !== firstFood.kitchenId),
  )!;
  const secondFood = foodsOf(second).find((food) => food.kitchenId !== firstFood.kitchenId)!;
  await addFoods(page, first, [firstFood]);
  await addFoods(page, second, [secondFood], 1);
  return [firstFood, secondFood] as const;
}

async function chooseTable(page: Page) {
  await page.goto('/cart');
  await page.getByLabel('Location').selectOption({ index: 1 });
  await page.getByLabel('Table').selectOption({ index: 1 });
}

test.describe('menu', () => {
  test('category tiles with a case-insensitive search, and a category opens its food menu', async ({
    page,
  }) => {
    const menu = await orderingMenu(page.request);
    await signInAs(page);
    await page.goto('/order');
    const tiles = page.getByRole('list', { name: 'Menu categories' }).getByRole('link');
    await expect(tiles).toHaveText(menu.map((category) => category.categoryName));
    const target = menu[1]!;
    await page.getByRole('searchbox').fill(target.categoryName.slice(0, 4).toUpperCase());
    await expect(tiles).toHaveText(
      menu
        .filter((category) =>
          category.categoryName
            .toLowerCase()
            .includes(target.categoryName.slice(0, 4).toLowerCase()),
        )
        .map((category) => category.categoryName),
    );
    await tiles.filter({ hasText: target.categoryName }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${target.categoryId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Food Menu' })).toBeVisible();
    await page.getByRole('link', { name: '← Menu' }).click();
    await expect(page).toHaveURL(/\/order$/);
  });

  test('food groups are tabs; the food search ignores case; nothing found says so', async ({
    page,
  }) => {
    const menu = await orderingMenu(page.request);
    const category = menu.find((entry) => entry.foodgroups.length > 1)!;
    const [firstGroup, secondGroup] = category.foodgroups;
    await signInAs(page);
    await openCategory(page, category);
    const firstTab = page.getByRole('tab', { name: firstGroup!.foodgroupName });
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');
    const foods = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
    await expect(foods).toHaveText(firstGroup!.foods.map((food) => food.foodName));
    await firstTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: secondGroup!.foodgroupName })).toBeFocused();
    await expect(foods).toHaveText(secondGroup!.foods.map((food) => food.foodName));
    const food = secondGroup!.foods[0]!;
    await page.getByRole('searchbox').fill(food.foodName.toUpperCase());
    await expect(foods).toHaveText([food.foodName]);
    await expect(page.getByRole('tabpanel')).toContainText(formatTaka(food.foodPrice));
    await page.getByRole('searchbox').fill('no such dish');
    await expect(page.getByText(messages.noFood)).toBeVisible();
  });

  test.describe('without usable menu data the category page goes back to /order', () => {
    for (const [name, stored] of [
      ['an unknown category', null],
      ['a corrupt kept menu', '{not json'],
      ['a kept menu of the wrong shape', '[{"categoryName":"Soup"}]'],
    ] as const) {
      test(name, async ({ page }) => {
        await signInAs(page);
        await page.goto('/order');
        await expect(page.getByRole('list', { name: 'Menu categories' })).toBeVisible();
        if (stored !== null)
          await page.evaluate((value) => localStorage.setItem('foodMenu', value), stored);
        await page.goto(stored === null ? '/order/no-such-category' : '/order/11');
        await expect(page).toHaveURL(/\/order$/);
      });
    }
  });
});

test.describe('cart', () => {
  // @chromium-only for now: in Firefox a click on a food group's tab never ended (seen once,
  // not yet looked into: issue 56's report).
  test(
    'add, +, −, typed quantity, remove, reload and clear',
    { tag: '@chromium-only' },
    async ({ page }) => {
      const menu = await orderingMenu(page.request);
      const category = menu[0]!;
      const [a, b] = foodsOf(category);
      await signInAs(page);
      await addFoods(page, category, [a!, a!, b!]);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
      await cartLink(page).click();
      await expect(page).toHaveURL(/\/cart$/);
      const quantity = page.getByLabel(`Quantity of ${a!.foodName}`);
      const total = page.getByText('Total:');
      await expect(quantity).toHaveValue('2');
      await expect(total).toContainText(formatTaka(2 * a!.foodPrice + b!.foodPrice));

      await page.getByRole('button', { name: `One more ${a!.foodName}` }).click();
      await expect(quantity).toHaveValue('3');
      await page.getByRole('button', { name: `One less ${a!.foodName}` }).click();
      await expect(quantity).toHaveValue('2');
      await quantity.fill('5');
      await quantity.press('Enter');
      await expect(total).toContainText(formatTaka(5 * a!.foodPrice + b!.foodPrice));
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 6 items');

      await quantity.fill('2.5');
      await quantity.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(
        'Quantity must be a whole number of 1 or more.',
      );
      await expect(quantity).toHaveValue('2.5');
      await expect(total).toContainText(formatTaka(5 * a!.foodPrice + b!.foodPrice));

      await page.getByRole('button', { name: `Remove ${b!.foodName}` }).click();
      await expect(page.getByLabel(`Quantity of ${b!.foodName}`)).toHaveCount(0);
      await page.reload();
      await expect(quantity).toHaveValue('5');
      await expect(total).toContainText(formatTaka(5 * a!.foodPrice));
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 5 items');

      await page.getByRole('button', { name: `One less ${a!.foodName}` }).click();
      await quantity.fill('1');
      await quantity.press('Enter');
      await page.getByRole('button', { name: `One less ${a!.foodName}` }).click();
      await expect(page.getByText(messages.cartEmpty)).toBeVisible();
      await addFoods(page, category, [b!]);
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByText(messages.cartEmpty)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    },
  );

  test('each Add shows on its food card, and is said to screen readers', async ({ page }) => {
    const [category] = await orderingMenu(page.request);
    const food = foodsOf(category!)[0]!;
    await signInAs(page);
    await openCategory(page, category!);
    const add = page.getByRole('button', { name: `Add ${food.foodName}`, exact: true });
    const card = page
      .getByRole('list', { name: 'Foods' })
      .getByRole('listitem')
      .filter({ has: add });
    await expect(card.getByText(/in cart/)).toHaveCount(0);
    for (const count of [1, 2]) {
      await add.click();
      await expect(card.getByText(`✓ ${count} in cart`, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('status').filter({
          hasText: `${food.foodName} added to the cart (${count} in the cart).`,
        }),
      ).toHaveCount(1);
    }
  });

  test('an empty cart points back to the menu and offers nothing to place', async ({ page }) => {
    await signInAs(page);
    // Nothing to place: the phone need not sign in to the ordering service for its places.
    const orderingCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${e2eStack.browserOrderUrl}/`))
        orderingCalls.push(request.url());
    });
    await page.goto('/cart');
    await expect(page.getByText(messages.cartEmpty)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
    await expect(page.getByLabel('Location')).toHaveCount(0);
    await expect(page.getByLabel('Table')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(orderingCalls).toEqual([]);
    await page.getByRole('link', { name: 'Choose food from the menu' }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('list', { name: 'Menu categories' })).toBeVisible();
  });

  test('follows a change made in another tab', async ({ page, context }) => {
    const menu = await orderingMenu(page.request);
    await signInAs(page);
    await page.goto('/cart');
    await expect(page.getByText(messages.cartEmpty)).toBeVisible();
    const other = await context.newPage();
    await addFoods(other, menu[0]!, [foodsOf(menu[0]!)[0]!]);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByLabel(`Quantity of ${foodsOf(menu[0]!)[0]!.foodName}`)).toHaveValue('1');
    // The cart now holds something to place: its places are asked for and offered.
    await expect(page.getByLabel('Location').locator('option').nth(1)).toBeAttached();
    await expect(page.getByLabel('Table').locator('option').nth(1)).toBeAttached();
  });
});

test.describe('placing an order', () => {
  test('needs a location, a table and a non-empty cart', async ({ page }) => {
    const [category] = await orderingMenu(page.request);
    await signInAs(page);
    await addFoods(page, category!, [foodsOf(category!)[0]!]);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.orderIncomplete);
  });

  test('one order per kitchen; all placed: cart cleared, back to /order with the message', async ({
    page,
  }) => {
    await signInAs(page);
    const foods = await twoKitchens(page);
    const sent: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/member-place-order')) sent.push(new URL(request.url()));
    });
    await chooseTable(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByText(messages.orderPlaced)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    expect(sent).toHaveLength(2);
    const kitchens = sent.map((url) => {
      const lines = JSON.parse(url.searchParams.get('payload')!) as {
        kitchenid: string;
        foodStatus: string;
      }[];
      expect(url.searchParams.get('specialinstruction')).toBe('0');
      expect(lines.every((line) => line.foodStatus === '1')).toBe(true);
      return lines[0]!.kitchenid;
    });
    expect(kitchens.sort()).toEqual(foods.map((food) => food.kitchenId).sort());
  });

  for (const [how, fail, message] of [
    ['refuses', 'refuse', messages.kitchenOrderFailed],
    ['cannot be reached', 'abort', messages.kitchenNetworkError],
  ] as const) {
    test(`one kitchen ${how}: its message, the cart kept; a retry sends only that kitchen`, async ({
      page,
    }) => {
      await signInAs(page);
      const [, failing] = await twoKitchens(page);
      const sent: string[] = [];
      await page.route('**/member-place-order?**', (route) => {
        const lines = JSON.parse(new URL(route.request().url()).searchParams.get('payload')!) as {
          kitchenid: string;
        }[];
        const kitchen = lines[0]!.kitchenid;
        sent.push(kitchen);
        if (kitchen !== failing.kitchenId) return route.continue();
        if (fail === 'abort') return route.abort('connectionreset');
        return route.fulfill({
          status: 503,
          json: { error: true, status: false, message: 'Closed', data: null },
        });
      });
      await chooseTable(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('alert')).toHaveText(message(failing.kitchenId));
      await expect(page).toHaveURL(/\/cart$/);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      expect(sent).toHaveLength(2);

      await page.unroute('**/member-place-order?**');
      const retried: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/member-place-order')) retried.push(request.url());
      });
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order$/);
      expect(retried).toHaveLength(1);
      const resent = JSON.parse(new URL(retried[0]!).searchParams.get('payload')!) as {
        kitchenid: string;
      }[];
      expect(resent.map((line) => line.kitchenid)).toEqual([failing.kitchenId]);
    });
  }
});
