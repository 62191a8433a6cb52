/** The club's mobile numbers from the comma-separated `mobile` ('a, b' → ['a', 'b']). */
export function splitMobiles(mobile: string | null | undefined): string[] {
  return (mobile ?? '')
    .split(',')
    .map((number) => number.trim())
    .filter(Boolean);
}
