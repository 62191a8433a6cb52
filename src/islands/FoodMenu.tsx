import { useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { formatTaka } from '../lib/format/money.ts';
import { $addedNote, $cartLines, addToCart } from '../stores/cart.ts';
import {
  $category,
  $foodGroupId,
  $foodSearch,
  $foodsShown,
  setFoodSearch,
} from '../stores/food-menu.ts';
import FoodGroupTabs from './FoodGroupTabs.tsx';

/** /order/{categoryId}: the category's food groups as tabs, searched by food name. */
export default function FoodMenu() {
  const category = useStore($category);
  const groupId = useStore($foodGroupId);
  const search = useStore($foodSearch);
  const foods = useStore($foodsShown);
  const added = useStore($addedNote);
  const lines = useStore($cartLines);
  const inCart = new Map(lines.map((line) => [line.food.foodId, line.quantity]));
  const panelId = 'food-panel';

  return (
    <>
      <div className="list-tools">
        <a className="button button--ghost" href="/order">
          ← Menu
        </a>
        <form
          role="search"
          className="list-tools__search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="food-search" className="visually-hidden">
            Search food
          </label>
          <input
            id="food-search"
            type="search"
            placeholder="Search food"
            value={search}
            autoComplete="off"
            onChange={(event) => setFoodSearch(event.target.value)}
          />
        </form>
      </div>
      <p className="visually-hidden" role="status">
        {added}
      </p>
      <div className="member-room">
        {!category ? (
          <p role="status">{loadingTexts.plain}</p>
        ) : (
          <>
            <h2 className="food-menu__category">{category.categoryName}</h2>
            <FoodGroupTabs groups={category.foodgroups} chosen={groupId} panelId={panelId} />
            <div
              id={panelId}
              role="tabpanel"
              aria-labelledby={groupId ? `tab-${groupId}` : undefined}
              className="food-panel"
            >
              {foods.length === 0 ? (
                <p className="notice" role="status">
                  {messages.noFood}
                </p>
              ) : (
                <ul className="grid food-list" aria-label="Foods">
                  {foods.map((food) => (
                    <li key={food.foodId} className="card food-card">
                      <img
                        src={food.foodImage || '/placeholder.svg'}
                        alt={food.foodImage ? food.foodName : ''}
                        width="320"
                        height="200"
                        loading="lazy"
                        className="food-card__photo"
                        onError={(event) => {
                          // A picture that does not load shows the placeholder, never a broken image.
                          const image = event.currentTarget;
                          if (!image.src.endsWith('/placeholder.svg'))
                            image.src = '/placeholder.svg';
                        }}
                      />
                      <div className="food-card__body">
                        <h3 className="food-card__name">{food.foodName}</h3>
                        <p className="food-card__price">{formatTaka(food.foodPrice)}</p>
                        {food.foodDetail && <p className="food-card__detail">{food.foodDetail}</p>}
                        <div className="food-card__order">
                          <button type="button" className="button" onClick={() => addToCart(food)}>
                            Add<span className="visually-hidden"> {food.foodName}</span>
                          </button>
                          {/* Where the finger is, each Add shows: the count goes up (and flashes). */}
                          {inCart.has(food.foodId) && (
                            <span key={inCart.get(food.foodId)} className="food-card__in-cart">
                              ✓ {inCart.get(food.foodId)} in cart
                            </span>
                          )}
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
