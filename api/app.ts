import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { finishUnreadBody } from '../publisher/serve/unread-body.ts';
import { standInContext, type StandInEnv, type StandInOptions } from './context.ts';
import { contentValidators } from './http/content-validators.ts';
import { fail, HttpRefusal } from './http/envelope.ts';
import { serveMedia, serveMemberFile } from './http/media-files.ts';
import { identifyMember } from './http/member-auth.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/booking.ts';
import { bookingCancelRoutes } from './routes/booking-cancel.ts';
import { billingRoutes } from './routes/billing.ts';
import { clubRoutes } from './routes/club.ts';
import { committeeRoutes } from './routes/committee.ts';
import { contentRoutes } from './routes/content.ts';
import { directoryRoutes } from './routes/directory.ts';
import { electionRoutes } from './routes/election.ts';
import { orderingRoutes } from './routes/ordering.ts';

const loopbackOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** No call takes more than this: a larger body is refused before anything reads it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The stand-in provider: member web API v1, ordering service and media, as one Hono app. */
export function createApp(options: StandInOptions) {
  const standIn = standInContext(options);
  const app = new Hono<StandInEnv>();
  // First: a body an early answer leaves unread never cuts off the next request.
  app.use('*', finishUnreadBody());
  const allowed = new Set(options.corsOrigins ?? []);
  app.use(
    '*',
    cors({
      origin: (origin) =>
        allowed.has(origin) || (options.allowLoopbackCors !== false && loopbackOrigin.test(origin))
          ? origin
          : null,
      allowHeaders: ['Authorization', 'Content-Type'],
      // The site's retries wait as long as a 429 or 503 asks (a browser hides it otherwise).
      exposeHeaders: ['Retry-After'],
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        fail(c, 413, `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB).`),
    }),
  );
  app.get('/health', (c) => c.json({ ok: true }));
  // Member documents first: only with a member's token or a live signed link.
  app.get('/web/media/members/*', (c) => serveMemberFile(c, standIn, c.req.path.slice(11)));
  app.get('/web/media/*', (c) => serveMedia(c, standIn.mediaDir, c.req.path.slice(11)));
  app.get('/web/uploads/*', (c) => serveMedia(c, standIn.mediaDir, c.req.path.slice(13)));

  const v1 = new Hono<StandInEnv>();
  v1.use('*', identifyMember(standIn));
  v1.use('*', contentValidators(standIn, '/web/bc-member/v1'));
  for (const routes of [
    clubRoutes,
    committeeRoutes,
    contentRoutes,
    authRoutes,
    directoryRoutes,
    electionRoutes,
    bookingRoutes,
    bookingCancelRoutes,
    billingRoutes,
  ]) {
    v1.route('/', routes(standIn));
  }
  app.route('/web/bc-member/v1', v1);
  app.route('/ordering', orderingRoutes(standIn));

  app.notFound((c) => fail(c, 404, 'There is no such call.'));
  app.onError((error, c) => {
    if (error instanceof HttpRefusal) return fail(c, error.status, error.message);
    console.error(error);
    return fail(c, 500, 'Something went wrong on our side.');
  });
  return app;
}
