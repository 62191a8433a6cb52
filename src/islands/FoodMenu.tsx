import { useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import type { CartLine } from '../lib/ordering/kitchen-orders.ts';
import { routes } from '../lib/routes.ts';
import type { Food, MenuCategory } from '../lib/schemas/ordering.ts';
import { $addedNote, $cartLines, addToCart } from '../stores/cart.ts';
import {
  $category,
  $foodGroupId,
  $foodSearch,
  $foodsShown,
  foodCard,
  foodTabId,
  setFoodSearch,
} from '../stores/food-menu.ts';
import FoodGroupTabs from './FoodGroupTabs.tsx';
import { useKeepTyped } from './keep-typed.ts';

const panelId = 'food-panel';

/** A food's card: photo, name, price, detail, Add and how many are in the cart. */
function FoodCard({ food, inCart, index }: { food: Food; inCart?: number; index: number }) {
  const card = foodCard(food, inCart, index);
  return (
    <li className="card food-card">
      <img
        src={card.photo}
        alt={card.alt}
        width="320"
        height="200"
        loading={card.loading}
        fetchPriority={card.priority}
        className="food-card__photo"
        onError={(event) => {
          // A picture that does not load shows the placeholder, never a broken image.
          const image = event.currentTarget;
          if (!image.src.endsWith('/placeholder.svg')) image.src = '/placeholder.svg';
        }}
      />
      <div className="food-card__body">
        <h3 className="food-card__name">{card.name}</h3>
        <p className="food-card__price">{card.price}</p>
        {card.detail && <p className="food-card__detail">{card.detail}</p>}
        <div className="food-card__order">
          <button type="button" className="button" onClick={() => addToCart(food)}>
            Add
            <span className="visually-hidden">{` ${card.name}`}</span>
          </button>
          {/* Where the finger is, each Add shows: the count goes up (and flashes). */}
          {card.inCart > 0 && (
            <span key={card.inCart} className="food-card__in-cart">
              {`✓ ${card.inCart} in cart`}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/** The category's name, its food groups as tabs and the chosen group's foods. */
function CategoryFoods({
  category,
  groupId,
  foods,
  lines,
}: {
  category: MenuCategory;
  groupId: string;
  foods: readonly Food[];
  lines: readonly CartLine[];
}) {
  const inCart = new Map(lines.map((line) => [line.food.foodId, line.quantity]));
  return (
    <>
      <h2 className="food-menu__category">{category.categoryName}</h2>
      <FoodGroupTabs groups={category.foodgroups} chosen={groupId} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        className="food-panel"
        aria-labelledby={groupId ? foodTabId(groupId) : undefined}
      >
        {foods.length === 0 ? (
          <p className="notice" role="status">
            {messages.noFood}
          </p>
        ) : (
          <ul className="grid food-list" aria-label="Foods">
            {foods.map((food, index) => (
              <FoodCard
                key={food.foodId ?? index}
                food={food}
                inCart={inCart.get(food.foodId)}
                index={index}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** /order/{categoryId}: the category's food groups as tabs, searched by food name. */
export default function FoodMenu() {
  const category = useStore($category);
  const groupId = useStore($foodGroupId);
  const search = useStore($foodSearch);
  // Prebuilt: a search typed before React took the page over is kept.
  const input = useKeepTyped<HTMLInputElement>(search, setFoodSearch);
  const foods = useStore($foodsShown, []);
  const added = useStore($addedNote);
  const lines = useStore($cartLines, []);

  return (
    <>
      <div className="list-tools">
        <a className="button button--ghost" href={routes.order}>
          ← Menu
        </a>
        {/* No <form>: Enter before the script runs would submit it and reload the page. */}
        <div role="search" className="list-tools__search">
          <label htmlFor="food-search" className="visually-hidden">
            Search food
          </label>
          <input
            ref={input}
            id="food-search"
            type="search"
            placeholder="Search food"
            value={search}
            autoComplete="off"
            onChange={(event) => setFoodSearch(event.target.value)}
          />
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {added}
      </p>
      <div className="member-room">
        {!category ? (
          <p role="status">{loadingTexts.plain}</p>
        ) : (
          <CategoryFoods category={category} groupId={groupId} foods={foods} lines={lines} />
        )}
      </div>
    </>
  );
}
