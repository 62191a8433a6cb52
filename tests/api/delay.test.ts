import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { delayAnswers } from '../../api/http/delay.ts';

// API_DELAY_MS: the stand-in can answer slowly (browser tests of member pages under a slow
// provider); off by default.

function appWith(ms: number) {
  const app = new Hono();
  app.use(delayAnswers(ms));
  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/web/bc-member/v1/notice-list', (c) => c.json({ error: false, message: 'OK' }));
  return app;
}

async function timed(app: Hono, path: string) {
  const started = performance.now();
  const response = await app.request(path);
  return { status: response.status, ms: performance.now() - started };
}

describe('delayAnswers', () => {
  it('answers a member call the given time later, unchanged', async () => {
    const { status, ms } = await timed(appWith(300), '/web/bc-member/v1/notice-list');
    expect(status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(290);
  });

  it.each([
    ['with no delay set', 0, '/web/bc-member/v1/notice-list'],
    ['to the health check', 5000, '/health'],
  ])('answers at once %s', async (_, delay, path) => {
    const { status, ms } = await timed(appWith(delay), path);
    expect(status).toBe(200);
    expect(ms).toBeLessThan(200);
  });
});
