import type { BOARD_TYPES, CANDIDATE_TYPES, ELECTION_CONTENT } from '../../constants/election.ts';
import {
  candidatesDataSchema,
  electionBoardDataSchema,
  electionContentDataSchema,
  liveStreamDataSchema,
} from '../../schemas/election.ts';
import { headCall } from '../head-call.ts';
import type { ApiClient } from '../client.ts';
import type { CallSignal } from './shared.ts';

export type BoardType = (typeof BOARD_TYPES)[number];
export type CandidateType = (typeof CANDIDATE_TYPES)[number];
export type ElectionContent = (typeof ELECTION_CONTENT)[number];

// Each of these is its page's first call, started by the page's head script: the call takes
// that answer (`headCall`, src/lib/api/head-call.ts).

/** The election board or the appeal board. */
export const getElectionBoard = (api: ApiClient, boardType: BoardType, call?: CallSignal) =>
  api.get('election/board/list', electionBoardDataSchema, {
    ...call,
    ...headCall,
    query: { boardType },
  });

/** President or executive committee candidates. */
export const listCandidates = (api: ApiClient, candidateType: CandidateType, call?: CallSignal) =>
  api.get('election/candidate/list', candidatesDataSchema, {
    ...call,
    ...headCall,
    query: { candidateType },
  });

/** Code of conduct, rules, schedule or final result: a title and an attachment. */
export const getElectionContent = (api: ApiClient, content: ElectionContent, call?: CallSignal) =>
  api.get(`election/election-${content}/get`, electionContentDataSchema, {
    ...call,
    ...headCall,
  });

/** The live stream's address. */
export const getLiveStream = (api: ApiClient, call?: CallSignal) =>
  api.get('election/live/steam/get', liveStreamDataSchema, { ...call, ...headCall });
