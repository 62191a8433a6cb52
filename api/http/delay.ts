import type { MiddlewareHandler } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers every request `ms` later (API_DELAY_MS; off by default), as a slow provider or a
 * slow mobile network would: browser tests check that member pages keep still while they
 * wait. The health check answers at once.
 */
export function delayAnswers(ms: number): MiddlewareHandler {
  return async (c, next) => {
    if (ms > 0 && c.req.path !== '/health') await sleep(ms);
    await next();
  };
}
