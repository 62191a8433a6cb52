import { getContactInfo } from '../lib/api/calls/club.ts';
import type { ContactData } from '../lib/schemas/club-pages.ts';
import { buildApi, loadOnce } from './build-api.ts';
import { buildContext } from './build-context.ts';

/** The club's contact details for the footer, the menu overlay and /contact; null if the
 * call failed (each place then shows its own failure text). */
export async function loadContactInfo(): Promise<ContactData | null> {
  return loadOnce('club/contact-us/get', async () => {
    try {
      return await getContactInfo(buildApi);
    } catch (error) {
      const message = (error as Error).message;
      buildContext.report({ kind: 'unavailable', what: 'contact info', message });
      return null;
    }
  });
}
