// A CDN the publisher publishes to (PUBLISH_TARGET): after a build has passed its checks, the
// publisher hands it to the CDN, which keeps each version it was given, serves one of them and
// can serve an earlier one again. Each CDN is one implementation of `DeployTarget`, made with
// the CDN's own tool (publisher/deploy/cloudflare.ts: wrangler); the publish pipeline only
// calls these three methods (through publisher/deploy/cdn-publishing.ts), so another CDN
// (Netlify's deploy API, an S3-compatible bucket behind a CDN) fits beside it.

/** A build as a CDN takes it: its id, its files, and the settings it was made with. */
export interface DeployBuild {
  id: string;
  /** The build's files as the publish server serves them (with `_headers`, `_redirects`). */
  siteDir: string;
  /** The build's PUBLIC_ settings (the provider's URLs its forwarding goes to). */
  env: Readonly<Record<string, string>>;
}

/** One version of the site the CDN holds. */
export interface CdnVersion {
  /** The CDN's own id of it. */
  id: string;
  /** The publisher's build it was made from; null for one the publisher did not make. */
  build: string | null;
  /** When the CDN made it (ISO), when it says. */
  createdAt: string | null;
}

/** What the CDN holds: the version it serves, and the versions it keeps. */
export interface CdnVersions {
  live: CdnVersion | null;
  kept: CdnVersion[];
}

/** A CDN the publisher can hand builds to. */
export interface DeployTarget {
  /** The CDN's name, for people ('Cloudflare'). */
  readonly name: string;
  /** Hands the CDN a checked build (it sends only what it lacks) and makes it what the CDN
   * serves, in one step of the CDN's own; resolves to the CDN's version of it. */
  deploy(build: DeployBuild, log: (line: string) => void): Promise<CdnVersion>;
  /** Makes a version the CDN still holds the one it serves again (its own rollback). */
  rollback(version: CdnVersion, log: (line: string) => void): Promise<void>;
  /** What the CDN serves and keeps now, asked of the CDN. */
  versions(): Promise<CdnVersions>;
}
