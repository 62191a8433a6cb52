import { config } from '../../config.ts';
import { createApiClient } from '../client.ts';
import { logout } from './auth.ts';

// Log Out's call to the provider (src/stores/session.ts), loaded only when a member logs out:
// one module imported on demand, so the pages that carry the API client hold no module
// object of it for this (and no bundler runtime helper with it).

/** Asks the provider to end `token`, waiting at most `timeoutMs`. */
export async function endToken(token: string, timeoutMs: number): Promise<void> {
  const api = createApiClient({ baseUrl: config.browserApiUrl, getToken: () => token, timeoutMs });
  await logout(api);
}
