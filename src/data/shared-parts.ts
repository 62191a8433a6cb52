import { callUrl } from '../lib/api/url.ts';
import { config } from '../lib/config.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { buildContext } from './build-context.ts';
import { cacheKeyOf } from './build-result.ts';
import { loadContactInfo } from './contact.ts';
import { versionedPicture } from './media-images.ts';

const pictureName = /\.(?:jpe?g|png|webp|gif|svg|avif)$/i;

/** Every picture file a record names (at any depth), as full addresses under `mediaPath`. */
function picturesOf(record: unknown, mediaPath: string, found = new Set<string>()): Set<string> {
  if (typeof record === 'string') {
    const url = pictureName.test(record) ? webUrl(mediaUrl(mediaPath, record)) : null;
    if (url) found.add(url);
  } else if (Array.isArray(record)) {
    for (const item of record) picturesOf(item, mediaPath, found);
  } else if (record && typeof record === 'object') {
    for (const value of Object.values(record)) picturesOf(value, mediaPath, found);
  }
  return found;
}

/** A call a page reads besides its list, and how the page loads it. */
export interface PageRead {
  path: string;
  load: () => Promise<unknown>;
}

/** The digest of the answer a page reads: from the change check, else read now (once). */
async function answerDigest({ path, load }: PageRead): Promise<string> {
  // The build worker's (publisher/build/fetch-recorder.ts): the answer the change check has
  // just seen, or the one read so far. A plain `astro build` restores no page: no key part.
  const digestOf = buildContext.answerDigest;
  if (!digestOf) return '';
  const url = callUrl(config.apiUrl, path);
  const known = digestOf(url);
  if (known) return known;
  // The page's own loader (loaded once per build): the page reuses what it read.
  await load();
  return digestOf(url) ?? 'unread';
}

/**
 * The incremental-build cacheKey of pages made from records of a list with `mediaPath`:
 * the record itself, the answers of the calls the page reads besides the list (its details:
 * a provider's details may hold more than its list), the data every page shows besides its
 * own (the club's contact details in the footer and the menu overlay; the menu's entries
 * are code, which Astro tracks), and the version of every picture the record names. So an
 * edit seen only in a details answer, a change of the footer's contact details, or a
 * picture replaced under the same name renders the pages that show it, without Force.
 */
export async function pageKeys(
  mediaPath = '',
): Promise<(record: unknown, reads?: readonly PageRead[]) => Promise<string>> {
  const shared = cacheKeyOf(await loadContactInfo());
  return async (record, reads = []) => {
    const [pictures, answers] = await Promise.all([
      Promise.all([...picturesOf(record, mediaPath)].sort().map((url) => versionedPicture(url))),
      Promise.all(reads.map(answerDigest)),
    ]);
    return cacheKeyOf([record, shared, pictures, answers]);
  };
}
