import type { KeyboardEvent } from 'react';
import type { FoodGroup } from '../lib/schemas/ordering.ts';
import { chooseFoodGroup, foodTab } from '../stores/food-menu.ts';
import { useCard } from './room-template.ts';

interface Props {
  groups: readonly FoodGroup[];
  chosen: string;
  panelId: string;
}

/** A food group's tab (chosen: in the tab order, the others by arrow keys). */
function FoodTab({
  group,
  chosen,
  panelId,
  onKeyDown,
}: Omit<Props, 'groups'> & {
  group: FoodGroup;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { fields } = useCard(() => foodTab(group, chosen));
  return (
    <button
      type="button"
      role="tab"
      aria-controls={panelId}
      className="food-tab"
      onClick={() => chooseFoodGroup(group.foodgroupId)}
      onKeyDown={onKeyDown}
      {...fields({
        each: 'tabs',
        id: '{id}',
        'aria-selected': '{selected}',
        tabindex: '{tabIndex}',
        text: '{name}',
      })}
    />
  );
}

/** The food-group tabs (ARIA tabs: arrows, Home and End move between them). */
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
    document.getElementById(`tab-${group.foodgroupId}`)?.focus();
  };

  return (
    <div role="tablist" aria-label="Food groups" className="food-tabs">
      {groups.map((group, index) => (
        <FoodTab
          key={group.foodgroupId ?? index}
          group={group}
          chosen={chosen}
          panelId={panelId}
          onKeyDown={onKeyDown}
        />
      ))}
    </div>
  );
}
