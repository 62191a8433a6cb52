/** The middle value (of an odd count; the lower middle of an even one); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
}
