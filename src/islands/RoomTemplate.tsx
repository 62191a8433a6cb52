import type { ComponentType } from 'react';
import { cardFields } from '../lib/card-marks.ts';
import { RoomTemplateContext } from './use-store.ts';

interface Props<P> {
  island: ComponentType<P>;
  props: P;
  /** The stores the room shows and the values that give each of its lists one card. */
  values: readonly (readonly [object, unknown])[];
}

/**
 * An island as its room's template shows it (built into the page, never hydrated): its stores
 * at `values`, every card field a mark (room-template.ts).
 */
export default function RoomTemplate<P extends object>({
  island: Island,
  props,
  values,
}: Props<P>) {
  return (
    <RoomTemplateContext.Provider value={{ values: new Map(values), marks: cardFields(undefined) }}>
      <Island {...props} />
    </RoomTemplateContext.Provider>
  );
}
