import { VIDEO_EMBED_BASE } from '../embeds.ts';

/** How the election's live stream shows: embedded in a frame (with its page's address for a
 * link), or only as a link to open. */
export type LiveStreamView = { embed: string; link: string } | { link: string } | null;

const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const videoId = /^[\w-]{6,20}$/;

/** The YouTube video id of a watch, live, embed or youtu.be address; null otherwise. */
function youTubeId(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (url.hostname === 'youtu.be') id = first;
  else if (youTubeHosts.has(url.hostname)) {
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'live' || first === 'embed' || first === 'shorts') id = second;
  }
  return id && videoId.test(id) ? id : null;
}

/**
 * The live stream address as a YouTube embed when it is one, else as a plain link. Only
 * http(s) addresses are used at all (a `javascript:` link would run in the page).
 */
export function liveStreamView(address: string | null | undefined): LiveStreamView {
  let url: URL;
  try {
    url = new URL(address?.trim() ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = youTubeId(url);
  return id ? { embed: `${VIDEO_EMBED_BASE}${id}`, link: url.href } : { link: url.href };
}
