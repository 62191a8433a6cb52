import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { DEMO_ORDERING } from '../demo-accounts.ts';
import type { StandIn } from '../context.ts';
import { orderingStore } from '../db/ordering.ts';
import { HttpRefusal } from '../http/envelope.ts';
import { readBody, readQuery } from '../http/validate.ts';

interface Food {
  foodId: string;
  kitchenId: string;
}
interface Category {
  foodgroups: { foods: Food[] }[];
}
interface Zones {
  zones: { id: string }[];
  tableno: { tableid: string }[];
}

const login = z.object({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
});
const sessionQuery = z.object({
  token: z.string().min(1, 'token is required'),
  userid: z.string().min(1, 'userid is required'),
});
const orderItem = z.object({
  foodid: z.coerce.string().min(1),
  foodName: z.string().max(200),
  kitchenid: z.coerce.string().min(1),
  foodDetail: z.string().max(2000).optional().default(''),
  foodPicture: z.string().max(1000).optional().default(''),
  foodStatus: z.coerce.string(),
  price: z.coerce.number().min(0),
  quantity: z.coerce
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(100),
  remarks: z.string().max(500).optional().default(''),
});
const orderQuery = z.object({
  access_token: z.string().min(1, 'access_token is required'),
  member_id: z.string().min(1, 'member_id is required').max(60),
  locationid: z.string().min(1, 'locationid is required'),
  tableid: z.string().min(1, 'tableid is required'),
  specialinstruction: z.string().optional(),
  payload: z.string().min(2, 'payload is required').max(50_000),
  created_by: z.string().max(100).optional().default(''),
});

// The ordering service's `status` is a success flag (true/false), not an HTTP code.
const refuse = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ error: true, status: false, message, data: null }, status);

/** The ordering service: kiosk login, menu, delivery zones and tables, orders per kitchen. */
export function orderingRoutes(standIn: StandIn) {
  const { content } = standIn;
  const store = orderingStore(standIn.db);
  const routes = new Hono();
  const sessionValid = (token: string, userId: string) =>
    store.sessionValid(token, userId, standIn.now().getTime());

  routes.post('login', async (c) => {
    const body = await readBody(c, login);
    if (body.username !== DEMO_ORDERING.username || body.password !== DEMO_ORDERING.password) {
      return refuse(c, 401, 'Invalid username or password.');
    }
    const apiToken = randomBytes(24).toString('base64url');
    store.addSession(apiToken, '7', standIn.now().getTime() + 12 * 3600_000);
    return c.json({
      error: false,
      status: true,
      message: 'Logged in.',
      data: { apiToken, userId: '7', user: { name: 'Club Kiosk' } },
    });
  });

  for (const [path, key] of [
    ['menulist', 'foodMenu'],
    ['deliveryzone', 'deliveryZones'],
  ] as const) {
    routes.post(path, (c) => {
      const { token, userid } = readQuery(c, sessionQuery);
      if (!sessionValid(token, userid))
        return refuse(c, 401, 'The ordering session is not valid. Please sign in again.');
      return c.json({ error: false, status: true, message: 'Success', data: content.setting(key) });
    });
  }

  routes.post('member-place-order', (c) => {
    const query = readQuery(c, orderQuery);
    if (query.access_token !== DEMO_ORDERING.accessKey)
      return refuse(c, 401, 'The access key is not valid.');
    if (
      !standIn.members.byAcNo(query.member_id) &&
      !standIn.members.list().some((m) => m.memCode === query.member_id)
    ) {
      return refuse(c, 400, 'No member has that member id.');
    }
    const zones = content.setting<Zones>('deliveryZones');
    if (!zones?.zones.some((zone) => String(zone.id) === query.locationid))
      return refuse(c, 400, 'Unknown location.');
    if (!zones.tableno.some((table) => String(table.tableid) === query.tableid))
      return refuse(c, 400, 'Unknown table.');
    let items: z.infer<typeof orderItem>[];
    try {
      items = z
        .array(orderItem)
        .min(1, 'payload must list at least one item')
        .parse(JSON.parse(query.payload));
    } catch {
      return refuse(c, 400, 'payload must be a JSON list of order items.');
    }
    const foods = new Map(
      (content.setting<Category[]>('foodMenu') ?? []).flatMap((category) =>
        category.foodgroups.flatMap((group) =>
          group.foods.map((food) => [String(food.foodId), food]),
        ),
      ),
    );
    const unknown = items.find((item) => !foods.has(item.foodid));
    if (unknown) return refuse(c, 400, `No food has id ${unknown.foodid}.`);
    const kitchens = new Set(items.map((item) => item.kitchenid));
    if (kitchens.size !== 1) return refuse(c, 400, 'One order goes to one kitchen.');
    const kitchen = [...kitchens][0] as string;
    if (standIn.failingKitchens.has(kitchen))
      return refuse(c, 503, `Kitchen ${kitchen} is not accepting orders right now.`);
    store.addOrder({
      memberId: query.member_id,
      kitchenId: kitchen,
      locationId: query.locationid,
      tableId: query.tableid,
      payload: JSON.stringify(items),
      createdBy: query.created_by,
      createdAt: standIn.now().toISOString(),
    });
    return c.json({
      error: false,
      status: true,
      message: `Order sent to kitchen ${kitchen}.`,
      data: null,
    });
  });
  // Bad queries and bodies refuse in the service's own shape (status: false), not the v1 one.
  routes.onError((error, c) => {
    if (error instanceof HttpRefusal) return refuse(c, error.status, error.message);
    console.error(error);
    return refuse(c, 500, 'Something went wrong on our side.');
  });
  return routes;
}
