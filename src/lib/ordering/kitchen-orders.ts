import { FALLBACK_KITCHEN_ID, ORDER_FOOD_STATUS } from '../constants/members-area.ts';
import type { Food, OrderLine } from '../schemas/ordering.ts';

/** A cart entry: the food and how many. */
export interface CartLine {
  food: Food;
  quantity: number;
}

/** The order line the ordering service expects for a cart entry. */
function orderLine({ food, quantity }: CartLine): OrderLine {
  return {
    foodid: food.foodId,
    foodName: food.foodName,
    kitchenid: food.kitchenId || FALLBACK_KITCHEN_ID,
    foodDetail: food.foodDetail,
    foodPicture: food.foodImage ?? '',
    foodStatus: ORDER_FOOD_STATUS,
    price: food.foodPrice,
    quantity,
    remarks: '',
  };
}

/** The cart split into one order per kitchen (one `member-place-order` call each). */
export function kitchenOrders(cart: readonly CartLine[]): Map<string, OrderLine[]> {
  const byKitchen = new Map<string, OrderLine[]>();
  for (const entry of cart) {
    if (entry.quantity <= 0) continue;
    const line = orderLine(entry);
    byKitchen.set(line.kitchenid, [...(byKitchen.get(line.kitchenid) ?? []), line]);
  }
  return byKitchen;
}
