import { Hono } from 'hono';
import { z } from 'zod';
import type { StandIn, StandInEnv } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-auth.ts';
import { readQuery } from '../http/validate.ts';

const boardQuery = z.object({
  boardType: z.enum(['Election Board', 'Appeal Board'], {
    message: "boardType must be 'Election Board' or 'Appeal Board'",
  }),
});
const candidateQuery = z.object({
  candidateType: z.enum(['President', 'Executive Committee'], {
    message: "candidateType must be 'President' or 'Executive Committee'",
  }),
});
const contents = ['code-of-conduct', 'rules', 'schedule', 'final-result'] as const;

/** Election boards, candidates, documents and the live stream (members only). */
export function electionRoutes(standIn: StandIn) {
  const { content } = standIn;
  const routes = new Hono<StandInEnv>();
  routes.get('election/board/list', requireMember, (c) => {
    const { boardType } = readQuery(c, boardQuery);
    const boards = content.setting<Record<string, unknown>>('electionBoards') ?? {};
    return ok(c, { board: boards[boardType] ?? null, mediaPath: standIn.mediaPath });
  });
  routes.get('election/candidate/list', requireMember, (c) => {
    const { candidateType } = readQuery(c, candidateQuery);
    const all = content.setting<Record<string, unknown[]>>('candidates') ?? {};
    return ok(c, { candidates: all[candidateType] ?? [], mediaPath: standIn.mediaPath });
  });
  for (const name of contents) {
    routes.get(`election/election-${name}/get`, requireMember, (c) => {
      const documents =
        content.setting<Record<string, { attachment?: unknown }>>('electionContent') ?? {};
      const document = documents[name];
      if (!document) return fail(c, 404, 'This election document has not been published yet.');
      return ok(c, {
        content: standIn.fileLinks.withSignedAttachment(document),
        mediaPath: standIn.mediaPath,
      });
    });
  }
  routes.get('election/live/steam/get', requireMember, (c) =>
    ok(c, { liveSteam: content.setting('liveStream') ?? { url: '' } }),
  );
  return routes;
}
