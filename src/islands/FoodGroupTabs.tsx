import type { KeyboardEvent } from 'react';
import type { FoodGroup } from '../lib/schemas/ordering.ts';
import { chooseFoodGroup, foodTabId } from '../stores/food-menu.ts';

interface Props {
  groups: readonly FoodGroup[];
  chosen: string;
  panelId: string;
}

/**
 * The food-group tabs (ARIA tabs: arrows, Home and End move between them; the chosen one is
 * in the tab order, the others are reached by arrow keys).
 */
export default function FoodGroupTabs({ groups, chosen, panelId }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = groups.findIndex((group) => group.foodgroupId === chosen);
    const last = groups.length - 1;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined || groups.length === 0) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    const group = groups[wrapped];
    if (!group) return;
    chooseFoodGroup(group.foodgroupId);
    document.getElementById(foodTabId(group.foodgroupId))?.focus();
  };

  return (
    <div role="tablist" aria-label="Food groups" className="food-tabs">
      {groups.map((group, index) => {
        const selected = group.foodgroupId === chosen;
        return (
          <button
            key={group.foodgroupId ?? index}
            id={foodTabId(group.foodgroupId)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="food-tab"
            onClick={() => chooseFoodGroup(group.foodgroupId)}
            onKeyDown={onKeyDown}
          >
            {group.foodgroupName}
          </button>
        );
      })}
    </div>
  );
}
