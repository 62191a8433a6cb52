import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports of the stack the browser tests build and serve (apart from `npm start`'s). */
export const e2eStack = {
  apiPort: Number(process.env.E2E_API_PORT ?? 4510),
  sitePort: Number(process.env.E2E_SITE_PORT ?? 4521),
  get siteUrl(): string {
    return `http://localhost:${this.sitePort}`;
  },
  /** The publisher's state folder of the tests' stack (builds, live.json, Astro's cache). */
  get publisherDir(): string {
    return join(tmpdir(), `club-e2e-publisher-${this.sitePort}`);
  },
  /** File the stand-in's demo SMS sender appends to: browser tests read one-time codes there. */
  get smsOutbox(): string {
    return join(tmpdir(), `club-e2e-sms-${this.apiPort}.jsonl`);
  },
  /** The election's live scoreboard the stack's build links (PUBLIC_ELECTION_SCOREBOARD_URL):
   * an address on this machine, for no test may reach the internet. */
  get scoreboardUrl(): string {
    return `http://127.0.0.1:${this.apiPort}/election-scoreboard`;
  },
  /** The stand-in's member API, as the tests call it themselves. */
  get apiUrl(): string {
    return `http://localhost:${this.apiPort}/web/bc-member/v1`;
  },
  /** The ordering service of the stand-in. */
  get orderUrl(): string {
    return `http://localhost:${this.apiPort}/ordering`;
  },
  /** Where the site's pages call the member API: its own origin, forwarded (PUBLIC_API_ORIGIN). */
  get browserApiUrl(): string {
    return `${this.siteUrl}/api/member`;
  },
  /** Where the site's pages call the ordering service. */
  get browserOrderUrl(): string {
    return `${this.siteUrl}/api/order`;
  },
};
