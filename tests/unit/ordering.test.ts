import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import {
  getDeliveryZones,
  getMenu,
  orderLogin,
  placeKitchenOrder,
} from '../../src/lib/api/calls/ordering.ts';
import { ApiError } from '../../src/lib/api/errors.ts';
import { kitchenOrders } from '../../src/lib/ordering/kitchen-orders.ts';
import { foodSchema } from '../../src/lib/schemas/ordering.ts';
import { fakeFetch, json, ok } from './support/fake-fetch.ts';

const base = 'https://order.example/ordering';
const session = { apiToken: 'api-tok', userId: '7', user: {} };
const food = (foodId: string, kitchenId: string, foodPrice = 100) =>
  v.parse(foodSchema, {
    foodId,
    foodName: `Food ${foodId}`,
    foodPrice,
    foodImage: `https://m/${foodId}.jpg`,
    foodDetail: 'Hot',
    kitchenId,
  });

describe('ordering calls', () => {
  it.each([
    [
      'orderLogin',
      (api: ReturnType<typeof createApiClient>) =>
        orderLogin(api, { username: 'kiosk', password: 'pw' }),
      `${base}/login`,
      { username: 'kiosk', password: 'pw' },
    ],
    [
      'getMenu',
      (api: ReturnType<typeof createApiClient>) => getMenu(api, session),
      `${base}/menulist?token=api-tok&userid=7`,
      undefined,
    ],
    [
      'getDeliveryZones',
      (api: ReturnType<typeof createApiClient>) => getDeliveryZones(api, session),
      `${base}/deliveryzone?token=api-tok&userid=7`,
      undefined,
    ],
  ])('%s posts to its address', async (_, call, url, body) => {
    const { fetch, seen } = fakeFetch(ok({ apiToken: 't', userId: 1, zones: [], tableno: [] }));
    await call(createApiClient({ baseUrl: base, fetch })).catch(() => {});
    expect(seen[0]).toMatchObject({ method: 'POST', url, body });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  const order = {
    accessKey: 'key',
    memberId: 'M-101',
    locationId: '1',
    tableId: '9',
    createdBy: 'Rahim',
    lines: [
      {
        foodid: '3',
        foodName: 'Samosa',
        kitchenid: '2',
        foodDetail: '',
        foodPicture: '',
        price: 40,
        quantity: 2,
      },
    ],
  };

  it('placeKitchenOrder sends every query value, the lines as JSON payload', async () => {
    const { fetch, seen } = fakeFetch(json({ status: true, message: 'Placed' }));
    await expect(placeKitchenOrder(createApiClient({ baseUrl: base, fetch }), order)).resolves.toBe(
      true,
    );
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/ordering/member-place-order');
    const { payload, ...query } = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      access_token: 'key',
      member_id: 'M-101',
      locationid: '1',
      tableid: '9',
      specialinstruction: '0',
      created_by: 'Rahim',
    });
    // The spec's field order: foodid, foodName, kitchenid, foodDetail, foodPicture, foodStatus, …
    expect(payload).toBe(
      '[{"foodid":"3","foodName":"Samosa","kitchenid":"2","foodDetail":"","foodPicture":"",' +
        '"foodStatus":"1","price":40,"quantity":2,"remarks":""}]',
    );
  });

  it.each([
    [json({ status: true }), true],
    [ok({ status: true }), true],
    [json({ status: false, message: 'Closed' }), false],
    [ok({ status: false }), false],
    [json({ error: true, message: 'No' }, 500), false],
  ])('placeKitchenOrder reads %#: success %s', async (reply, success) => {
    const { fetch } = fakeFetch(reply);
    await expect(placeKitchenOrder(createApiClient({ baseUrl: base, fetch }), order)).resolves.toBe(
      success,
    );
  });

  it('placeKitchenOrder throws a network ApiError the page can tell apart', async () => {
    const { fetch } = fakeFetch(new TypeError('offline'));
    const error = await placeKitchenOrder(createApiClient({ baseUrl: base, fetch }), order).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
  });
});

describe('kitchenOrders', () => {
  it('splits the cart by kitchen, with kitchen 1 for foods without one', () => {
    const orders = kitchenOrders([
      { food: food('a', '2'), quantity: 2 },
      { food: food('b', ''), quantity: 1 },
      { food: food('c', '2', 50), quantity: 3 },
      { food: food('d', '3'), quantity: 0 },
    ]);
    expect([...orders.keys()]).toEqual(['2', '1']);
    expect(orders.get('2')?.map((line) => [line.foodid, line.quantity, line.price])).toEqual([
      ['a', 2, 100],
      ['c', 3, 50],
    ]);
    expect(orders.get('1')?.[0]).toEqual({
      foodid: 'b',
      foodName: 'Food b',
      kitchenid: '1',
      foodDetail: 'Hot',
      foodPicture: 'https://m/b.jpg',
      foodStatus: '1',
      price: 100,
      quantity: 1,
      remarks: '',
    });
  });
});
