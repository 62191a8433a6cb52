import * as v from 'valibot';
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
export const orderLoginDataSchema = v.object({
  apiToken: filledText(),
  userId: recordId,
  user: v.optional(v.unknown()),
});
export type OrderSession = v.InferOutput<typeof orderLoginDataSchema>;

/** A dish; `kitchenId` decides which kitchen's order it goes in. */
export const foodSchema = v.object({
  foodId: recordId,
  foodName: text,
  foodPrice: amount,
  foodImage: file,
  foodDetail: text,
  kitchenId: text,
});
export type Food = v.InferOutput<typeof foodSchema>;

/** A food group (a tab of a category's menu). */
const foodGroupSchema = v.object({
  foodgroupId: recordId,
  foodgroupName: text,
  foods: tolerantList(foodSchema, 'food'),
});
export type FoodGroup = v.InferOutput<typeof foodGroupSchema>;

/** A menu category (a tile of /order). */
export const menuCategorySchema = v.object({
  categoryId: recordId,
  categoryName: text,
  foodgroups: tolerantList(foodGroupSchema, 'food group'),
});
export type MenuCategory = v.InferOutput<typeof menuCategorySchema>;

/** `menulist`: the categories. */
export const menuDataSchema = preprocess(
  lift('categories'),
  tolerantList(menuCategorySchema, 'menu category'),
);

/** `deliveryzone`: locations and tables. */
export const deliveryZonesDataSchema = preprocess(
  lift('zones'),
  v.object({
    zones: tolerantList(v.object({ id: recordId, zonename: text }), 'delivery zone'),
    tableno: tolerantList(v.object({ tableid: recordId, tablename: text }), 'table'),
  }),
);

/** One line of a kitchen order (`payload` of `member-place-order`). */
export const orderLineSchema = v.object({
  foodid: v.string(),
  foodName: v.string(),
  kitchenid: v.string(),
  foodDetail: v.string(),
  foodPicture: v.string(),
  foodStatus: v.optional(v.string(), ORDER_FOOD_STATUS),
  price: v.number(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  remarks: v.optional(v.string(), ''),
});
export type OrderLine = v.InferInput<typeof orderLineSchema>;

/** `member-place-order`: success is `status: true` (on the body or in `data`). */
export const placeOrderDataSchema = v.fallback(v.partial(v.object({ status: v.unknown() })), {});
