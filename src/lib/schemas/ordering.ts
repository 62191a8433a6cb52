import * as z from 'zod/mini';
import { ORDER_FOOD_STATUS } from '../constants/members-area.ts';
import { amount, file, filledText, preprocess, recordId, text } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

// The ordering service is a separate system; where its lists sit one level deeper
// (`data: {status, data: [...], message}`) they are lifted to where the site reads them.
const lift = (key: string) => (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && !(key in value) && 'data' in value
    ? (value as { data: unknown }).data
    : value;

/** `login` of the ordering service: its session for the other calls. */
export const orderLoginDataSchema = z.object({
  apiToken: filledText(),
  userId: recordId,
  user: z.optional(z.unknown()),
});
export type OrderSession = z.infer<typeof orderLoginDataSchema>;

/** A dish; `kitchenId` decides which kitchen's order it goes in. */
export const foodSchema = z.object({
  foodId: recordId,
  foodName: text,
  foodPrice: amount,
  foodImage: file,
  foodDetail: text,
  kitchenId: text,
});
export type Food = z.infer<typeof foodSchema>;

/** A food group (a tab of a category's menu). */
export const foodGroupSchema = z.object({
  foodgroupId: recordId,
  foodgroupName: text,
  foods: tolerantList(foodSchema, 'food'),
});
export type FoodGroup = z.infer<typeof foodGroupSchema>;

/** A menu category (a tile of /order). */
export const menuCategorySchema = z.object({
  categoryId: recordId,
  categoryName: text,
  foodgroups: tolerantList(foodGroupSchema, 'food group'),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** `menulist`: the categories. */
export const menuDataSchema = preprocess(
  lift('categories'),
  tolerantList(menuCategorySchema, 'menu category'),
);

/** `deliveryzone`: locations and tables. */
export const deliveryZonesDataSchema = preprocess(
  lift('zones'),
  z.object({
    zones: tolerantList(z.object({ id: recordId, zonename: text }), 'delivery zone'),
    tableno: tolerantList(z.object({ tableid: recordId, tablename: text }), 'table'),
  }),
);
export type DeliveryZonesData = z.infer<typeof deliveryZonesDataSchema>;

/** One line of a kitchen order (`payload` of `member-place-order`). */
export const orderLineSchema = z.object({
  foodid: z.string(),
  foodName: z.string(),
  kitchenid: z.string(),
  foodDetail: z.string(),
  foodPicture: z.string(),
  foodStatus: z._default(z.string(), ORDER_FOOD_STATUS),
  price: z.number(),
  quantity: z.int().check(z.positive()),
  remarks: z._default(z.string(), ''),
});
export type OrderLine = z.input<typeof orderLineSchema>;

/** `member-place-order`: success is `status: true` (on the body or in `data`). */
export const placeOrderDataSchema = z.catch(z.partial(z.object({ status: z.unknown() })), {});
