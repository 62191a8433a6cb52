import * as v from 'valibot';
import { amount, file, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A member of the election or appeal board; layer 1 is the head, layer 2 the others. */
const boardMemberSchema = v.object({
  name: text,
  designation: text,
  clubAcNo: text,
  mobile: text,
  image: file,
  layer: amount,
});
export type BoardMember = v.InferOutput<typeof boardMemberSchema>;

/** `election/board/list?boardType=…` */
export const electionBoardDataSchema = v.object({
  board: tolerantObject({
    boardType: text,
    electionYear: text,
    boardMembers: tolerantList(boardMemberSchema, 'board member'),
  }),
  mediaPath,
});

/** A candidate; the ballot number shows for executive committee candidates only. */
const candidateSchema = v.object({
  name: text,
  image: file,
  clubAcNo: text,
  mobile: text,
  ballotNumber: text,
});
export type Candidate = v.InferOutput<typeof candidateSchema>;

/** `election/candidate/list?candidateType=…` */
export const candidatesDataSchema = v.object({
  candidates: tolerantList(candidateSchema, 'candidate'),
  mediaPath,
});

/** `election/election-{code-of-conduct,rules,schedule,final-result}/get` */
export const electionContentDataSchema = v.object({
  content: tolerantObject({ title: text, attachment: file }),
  mediaPath,
});

/** `election/live/steam/get` (sic) */
export const liveStreamDataSchema = v.object({ liveSteam: tolerantObject({ url: text }) });
