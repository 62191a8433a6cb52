import { imageProxyUrl } from '../lib/api/calls/billing.ts';
import { avatarAddress } from '../lib/avatar.ts';
import { config } from '../lib/config.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants/timing.ts';
import { clubApi } from './club-api.ts';
import { $session } from './session.ts';

// Loaded by the header's script (scripts/session-ui.ts) for a signed-in member with a
// picture only: a visitor's page carries none of it.

/** The picture's bytes as a data: address (the site's image policy allows data:, not blob:). */
const asDataUrl = (picture: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(picture);
  });

/**
 * What the header's avatar shows of the stored picture: fetched through the member API's
 * `image-proxy` with the member's token (api-contract.md: "used for avatars"; an <img> cannot
 * send the token), as a data: address. A proxy that does not give it leaves the picture's own
 * address, which the <img> may still load (its error shows the club's drawing); null when there
 * is no picture at all.
 */
export async function avatarPicture(image: string): Promise<string | null> {
  // The API's own origin: the first media origin (src/lib/site-config.ts).
  const address = avatarAddress(image, config.mediaOrigins[0] ?? '');
  if (!address) return null;
  try {
    const answer = await fetch(imageProxyUrl(clubApi, address), {
      headers: { Authorization: `Bearer ${$session.get().token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const picture = answer.ok ? await answer.blob() : null;
    if (picture?.type.startsWith('image/')) return await asDataUrl(picture);
  } catch {
    // No answer, or none readable: the picture's own address below.
  }
  return address;
}
