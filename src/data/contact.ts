import { getContactInfo } from '../lib/api/calls/club.ts';
import type { ContactData } from '../lib/schemas/club-pages.ts';
import { buildApi, loadOnce } from './build-api.ts';

/** The club's contact details for the footer, the menu overlay and /contact; null if the
 * call failed (each place then shows its own failure text). */
export async function loadContactInfo(): Promise<ContactData | null> {
  return loadOnce('club/contact-us/get', async () => {
    try {
      return await getContactInfo(buildApi);
    } catch (error) {
      console.warn(`[build] contact info unavailable: ${(error as Error).message}`);
      return null;
    }
  });
}
