import * as z from 'zod/mini';
import { amount, file, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A member of the election or appeal board; layer 1 is the head, layer 2 the others. */
export const boardMemberSchema = z.object({
  name: text,
  designation: text,
  clubAcNo: text,
  mobile: text,
  image: file,
  layer: amount,
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

/** `election/board/list?boardType=…` */
export const electionBoardDataSchema = z.object({
  board: tolerantObject({
    boardType: text,
    electionYear: text,
    boardMembers: tolerantList(boardMemberSchema, 'board member'),
  }),
  mediaPath,
});
export type ElectionBoardData = z.infer<typeof electionBoardDataSchema>;

/** A candidate; the ballot number shows for executive committee candidates only. */
export const candidateSchema = z.object({
  name: text,
  image: file,
  clubAcNo: text,
  mobile: text,
  ballotNumber: text,
});
export type Candidate = z.infer<typeof candidateSchema>;

/** `election/candidate/list?candidateType=…` */
export const candidatesDataSchema = z.object({
  candidates: tolerantList(candidateSchema, 'candidate'),
  mediaPath,
});
export type CandidatesData = z.infer<typeof candidatesDataSchema>;

/** `election/election-{code-of-conduct,rules,schedule,final-result}/get` */
export const electionContentDataSchema = z.object({
  content: tolerantObject({ title: text, attachment: file }),
  mediaPath,
});
export type ElectionContentData = z.infer<typeof electionContentDataSchema>;

/** `election/live/steam/get` (sic) */
export const liveStreamDataSchema = z.object({ liveSteam: tolerantObject({ url: text }) });
export type LiveStreamData = z.infer<typeof liveStreamDataSchema>;
