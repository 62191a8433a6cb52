import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_ORDERING } from '../../api/demo-accounts.ts';
import { ORIGIN, startStandIn, type StandInHarness } from './stand-in.ts';

let api: StandInHarness;
let session: { token: string; userid: string };
beforeAll(async () => {
  api = await startStandIn({ failingKitchens: ['3'] });
  const { body } = await api.call(`${ORIGIN}/ordering/login`, {
    body: { username: DEMO_ORDERING.username, password: DEMO_ORDERING.password },
  });
  session = { token: body.data.apiToken, userid: body.data.userId };
});

const order = (overrides: Record<string, string> = {}, items?: unknown[]) => {
  const query = new URLSearchParams({
    access_token: DEMO_ORDERING.accessKey,
    member_id: DEMO_MEMBER.acNo,
    locationid: '1',
    tableid: '4',
    specialinstruction: '0',
    created_by: DEMO_MEMBER.name,
    payload: JSON.stringify(
      items ?? [
        {
          foodid: '1001',
          foodName: 'Kacchi Biryani',
          kitchenid: '2',
          foodDetail: '',
          foodPicture: '',
          foodStatus: '1',
          price: 450,
          quantity: 2,
          remarks: '',
        },
      ],
    ),
    ...overrides,
  });
  return api.call(`${ORIGIN}/ordering/member-place-order?${query}`, { method: 'POST' });
};

describe('ordering service', () => {
  it('refuses wrong kiosk credentials', async () => {
    const { status, body } = await api.call(`${ORIGIN}/ordering/login`, {
      body: { username: 'x', password: 'y' },
    });
    expect(status).toBe(401);
    expect(body.status).toBe(false);
  });

  it('answers the menu: categories with food groups and foods over three kitchens', async () => {
    const { body } = await api.call(
      `${ORIGIN}/ordering/menulist?token=${session.token}&userid=${session.userid}`,
      { method: 'POST' },
    );
    expect(body.status).toBe(true);
    const foods = body.data.flatMap((c: any) => c.foodgroups.flatMap((g: any) => g.foods));
    expect(new Set(foods.map((f: any) => f.kitchenId).filter(Boolean)).size).toBeGreaterThanOrEqual(
      3,
    );
    expect(foods[0]).toEqual(
      expect.objectContaining({
        foodId: expect.any(String),
        foodName: expect.any(String),
        foodPrice: expect.any(Number),
        foodImage: expect.stringMatching(/^http/),
      }),
    );
  });

  it('answers delivery zones and tables', async () => {
    const { body } = await api.call(
      `${ORIGIN}/ordering/deliveryzone?token=${session.token}&userid=${session.userid}`,
      { method: 'POST' },
    );
    expect(body.data.zones[0]).toEqual({ id: '1', zonename: 'Main Dining' });
    expect(body.data.tableno.length).toBeGreaterThan(0);
  });

  it('refuses the menu without a valid session', async () => {
    const { status } = await api.call(`${ORIGIN}/ordering/menulist?token=bad&userid=7`, {
      method: 'POST',
    });
    expect(status).toBe(401);
  });

  it('places an order for one kitchen and stores it', async () => {
    const { body } = await order();
    expect(body).toMatchObject({ error: false, status: true });
    const row = api.db.prepare('SELECT kitchen_id, table_id FROM food_orders').get();
    expect(row).toEqual({ kitchen_id: '2', table_id: '4' });
  });

  it.each([
    ['a wrong access key', { access_token: 'nope' }, undefined, 401, /access key/],
    ['an unknown table', { tableid: '99' }, undefined, 400, /table/],
    ['a payload that is not JSON', { payload: '[oops' }, undefined, 400, /payload/],
    [
      'a zero quantity',
      {},
      [{ foodid: '1001', foodName: 'x', kitchenid: '2', foodStatus: '1', price: 1, quantity: 0 }],
      400,
      /payload/,
    ],
    [
      'an unknown food',
      {},
      [{ foodid: '9', foodName: 'x', kitchenid: '2', foodStatus: '1', price: 1, quantity: 1 }],
      400,
      /No food/,
    ],
    [
      'two kitchens in one order',
      {},
      [
        { foodid: '1001', foodName: 'x', kitchenid: '2', foodStatus: '1', price: 1, quantity: 1 },
        { foodid: '1007', foodName: 'y', kitchenid: '1', foodStatus: '1', price: 1, quantity: 1 },
      ],
      400,
      /one kitchen/,
    ],
    [
      'a kitchen that is not accepting orders',
      {},
      [
        {
          foodid: '1011',
          foodName: 'Milk Tea',
          kitchenid: '3',
          foodStatus: '1',
          price: 50,
          quantity: 1,
        },
      ],
      503,
      /Kitchen 3/,
    ],
  ])('refuses %s with a clear message', async (_, overrides, items, status, reason) => {
    const answer = await order(overrides as Record<string, string>, items);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: true, status: false });
    expect(answer.body.message).toMatch(reason);
  });
});
