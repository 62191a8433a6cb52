// The news categories: a story's categories (its comma-separated `tags`), the filter's
// categories as the build writes them (each with its stories' pages under
// /data/news/category/{slug}/{n}.json), and the reader that merges the chosen categories'
// pages into one list in news order.

/** A story's categories as sent ('Sports, Culture'), each trimmed; empty ones dropped. */
export function newsTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Whether a story with `tags` is in `category` (compared without case, public-area §2). */
export function inCategory(tags: string, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  return newsTags(tags).some((tag) => tag.toLowerCase() === wanted);
}

/**
 * The folder name of each category's pages, in the order given: its letters and digits in
 * lower case joined by '-' ('Food & Beverage' → 'food-beverage'); 'category' for a name with
 * none (a Bengali one); '-2', '-3' … added to a name already taken.
 */
export function categorySlugs(categories: readonly string[]): string[] {
  const taken = new Set<string>();
  return categories.map((category) => {
    const base =
      category
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'category';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** A category as the filter offers it: its prebuilt pages and how many stories they hold. */
export interface CategoryPages {
  slug: string;
  count: number;
}

/** A story on a category's page, with its place in the whole news list (from 0). */
export interface PlacedStory {
  _id: string;
  position: number;
}

/** The stories of several chosen categories, a batch at a time. */
export interface ChosenNewsReader<T> {
  /** The next `size` stories in news order, each once (fewer at the end). A failed page
   * load throws and loses nothing: the next call goes on from there. */
  next(size: number): Promise<T[]>;
  /** Whether stories are left after what `next` gave. */
  readonly more: boolean;
}

/**
 * Reads the chosen categories' pages (`pageSize` stories each, from 1) as one list in news
 * order: a story in two chosen categories comes once. A page is loaded only when the next
 * batch needs it; a category without stories is never asked.
 */
export function chosenNewsReader<T extends PlacedStory>(
  categories: readonly CategoryPages[],
  pageSize: number,
  loadPage: (slug: string, page: number) => Promise<T[]>,
): ChosenNewsReader<T> {
  const streams = categories
    .filter((category) => category.count > 0)
    .map((category) => ({
      slug: category.slug,
      pages: Math.ceil(category.count / pageSize),
      nextPage: 1,
      stories: [] as T[],
    }));
  const shown = new Set<string>();
  // Picked in order but not handed out yet (a page failed before the batch was full).
  const picked: T[] = [];
  // A story of two categories waits at the head of the other one: passed over.
  const passShown = () => {
    for (const stream of streams)
      while (shown.has(stream.stories[0]?._id ?? '')) stream.stories.shift();
  };

  return {
    async next(size) {
      while (picked.length < size) {
        // Each category whose loaded stories are used up reads its next page (at once).
        await Promise.all(
          streams.map(async (stream) => {
            if (stream.stories.length || stream.nextPage > stream.pages) return;
            stream.stories = await loadPage(stream.slug, stream.nextPage);
            stream.nextPage += 1;
          }),
        );
        passShown();
        const first = streams
          .filter((stream) => stream.stories.length)
          .sort((a, b) => a.stories[0]!.position - b.stories[0]!.position)[0];
        if (!first) break;
        const story = first.stories.shift()!;
        shown.add(story._id);
        picked.push(story);
      }
      passShown();
      return picked.splice(0, size);
    },
    get more() {
      return (
        picked.length > 0 ||
        streams.some((stream) => stream.stories.length || stream.nextPage <= stream.pages)
      );
    },
  };
}
