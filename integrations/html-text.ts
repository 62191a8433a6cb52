const entities: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };

/** An HTML attribute value as the browser reads it (the entities Astro writes, decoded). */
export function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => entities[name] ?? '');
}
