import { useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
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
  foodMenuView,
  setFoodSearch,
} from '../stores/food-menu.ts';
import FoodGroupTabs from './FoodGroupTabs.tsx';
import { useKeepTyped } from './keep-typed.ts';
import { useCard } from './room-template.ts';

const panelId = 'food-panel';

/** A food's card: photo, name, price, detail, Add and how many are in the cart. */
function FoodCard({ food, inCart, index }: { food: Food; inCart?: number; index: number }) {
  const { fields, has, record } = useCard(() => foodCard(food, inCart, index));
  return (
    <li className="card food-card" {...fields({ each: 'foods' })}>
      <img
        alt=""
        width="320"
        height="200"
        // Lazy until its field says otherwise: the template's script sets the photo before it.
        loading="lazy"
        className="food-card__photo"
        onError={(event) => {
          // A picture that does not load shows the placeholder, never a broken image.
          const image = event.currentTarget;
          if (!image.src.endsWith('/placeholder.svg')) image.src = '/placeholder.svg';
        }}
        {...fields({
          src: '{photo}',
          alt: '{alt}',
          loading: '{loading}',
          fetchpriority: '{priority}',
        })}
      />
      <div className="food-card__body">
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
        <h3 className="food-card__name" {...fields({ text: '{name}' })} />
        <p className="food-card__price" {...fields({ text: '{price}' })} />
        {has('detail') && (
          <p className="food-card__detail" {...fields({ if: 'detail', text: '{detail}' })} />
        )}
        <div className="food-card__order">
          <button type="button" className="button" onClick={() => addToCart(food)}>
            Add
            <span className="visually-hidden" {...fields({ text: ' {name}' })} />
          </button>
          {/* Where the finger is, each Add shows: the count goes up (and flashes). */}
          {has('inCart') && (
            <span
              key={record?.inCart}
              className="food-card__in-cart"
              {...fields({ if: 'inCart', text: '✓ {inCart} in cart' })}
            />
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
  const { fields, has } = useCard(() => foodMenuView(category, groupId, foods, lines));
  const inCart = new Map(lines.map((line) => [line.food.foodId, line.quantity]));
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
      <h2 className="food-menu__category" {...fields({ text: '{name}' })} />
      <FoodGroupTabs groups={category.foodgroups} chosen={groupId} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        className="food-panel"
        {...fields({ 'aria-labelledby': '{labelledBy}' })}
      >
        {has('empty') && (
          <p className="notice" role="status" {...fields({ if: 'empty', text: '{empty}' })} />
        )}
        {has('foods.0') && (
          <ul className="grid food-list" aria-label="Foods" {...fields({ if: 'foods.0' })}>
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
  const foods = useStore($foodsShown);
  const added = useStore($addedNote);
  const lines = useStore($cartLines);

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
