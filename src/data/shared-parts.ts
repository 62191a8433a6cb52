import { mediaUrl, webUrl } from '../lib/media.ts';
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

/**
 * The incremental-build cacheKey of pages made from records of a list with `mediaPath`:
 * the record itself, the data every page shows besides its own (the club's contact details
 * in the footer and the menu overlay; the menu's entries are code, which Astro tracks), and
 * the version of every picture the record names. So a change of the footer's contact
 * details renders every page again, and a picture replaced under the same name renders the
 * pages that show it, without a forced build.
 */
export async function pageKeys(mediaPath = ''): Promise<(record: unknown) => Promise<string>> {
  const shared = cacheKeyOf(await loadContactInfo());
  return async (record) => {
    const pictures = await Promise.all(
      [...picturesOf(record, mediaPath)].sort().map((url) => versionedPicture(url)),
    );
    return cacheKeyOf([record, shared, pictures]);
  };
}
