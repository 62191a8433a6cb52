import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * For a field of the prebuilt HTML: text typed before React took the page over is kept (the
 * store takes what the field holds), read as React commits its first render, before any later
 * render could write the store's value back. Returns the ref to put on the field.
 */
export function useKeepTyped<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const field = useRef<E>(null);
  const keepTyped = useEffectEvent(() => {
    const typed = field.current?.value ?? '';
    if (typed !== value) onChange(typed);
  });
  useLayoutEffect(() => keepTyped(), []);
  return field;
}
