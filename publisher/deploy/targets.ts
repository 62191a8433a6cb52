import { join } from 'node:path';
import { cloudflareTarget } from './cloudflare.ts';
import type { DeployTarget } from './deploy-target.ts';

// Which CDN the publisher publishes to (PUBLISH_TARGET) and its settings, each checked and
// named when wrong. A second CDN is one more case here and one more DeployTarget.

type Env = Readonly<Record<string, string | undefined>>;

/** The CDNs the publisher can publish to; 'none': the publish server alone serves the site. */
export const deployTargets = ['none', 'cloudflare'] as const;

/** The Worker's name on Cloudflare unless PUBLISH_CLOUDFLARE_WORKER names another. */
export const DEFAULT_WORKER_NAME = 'club-website';

const given = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The CDN of `env` (null for none), its files under `stateDir`; throws naming a wrong or
 * missing setting. The account id and token are Cloudflare's own variables, never in a file. */
export function readDeployTarget(env: Env, stateDir: string): DeployTarget | null {
  const target = (given(env, 'PUBLISH_TARGET') ?? 'none').toLowerCase();
  if (target === 'none') return null;
  if (target !== 'cloudflare')
    throw new Error(`PUBLISH_TARGET must be ${deployTargets.join(' or ')} (got '${target}').`);
  const accountId = given(env, 'CLOUDFLARE_ACCOUNT_ID');
  const apiToken = given(env, 'CLOUDFLARE_API_TOKEN');
  const missing = [
    ...(accountId ? [] : ['CLOUDFLARE_ACCOUNT_ID']),
    ...(apiToken ? [] : ['CLOUDFLARE_API_TOKEN']),
  ];
  if (missing.length > 0 || !accountId || !apiToken)
    throw new Error(`PUBLISH_TARGET=cloudflare needs ${missing.join(' and ')}.`);
  const workerName = given(env, 'PUBLISH_CLOUDFLARE_WORKER') ?? DEFAULT_WORKER_NAME;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(workerName))
    throw new Error(
      'PUBLISH_CLOUDFLARE_WORKER must be lower-case letters, digits and dashes (at most 63).',
    );
  return cloudflareTarget({
    accountId,
    apiToken,
    workerName,
    apiBaseUrl: given(env, 'CLOUDFLARE_API_BASE_URL'),
    dir: join(stateDir, 'cloudflare'),
  });
}
