import {
  getElectionBoard,
  getElectionContent,
  listCandidates,
  type BoardType,
  type CandidateType,
  type ElectionContent,
} from '../lib/api/calls/election.ts';
import { boardLayers } from '../lib/members/election.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import type { BoardMember, Candidate } from '../lib/schemas/election.ts';
import { clubApi } from './club-api.ts';
import { resourceFamily } from './resource.ts';

/** A board member's card: the member and the image's address. */
export type BoardMemberCard = BoardMember & { imageUrl: string | null };

/** A candidate's card: the candidate and the image's address. */
export type CandidateCard = Candidate & { imageUrl: string | null };

/** /election-board, /election-appeal-board: type and year, the head above the others. */
export const electionBoard = resourceFamily(async (boardType: BoardType, signal) => {
  const { board, mediaPath } = await getElectionBoard(clubApi, boardType, { signal });
  const cards = board.boardMembers.map((member) => ({
    ...member,
    imageUrl: webUrl(mediaUrl(mediaPath, member.image)),
  }));
  return {
    boardType: board.boardType,
    electionYear: board.electionYear,
    ...boardLayers<BoardMemberCard>(cards),
  };
});

/** /president-candidate-list, /ec-candidate-list. */
export const candidateList = resourceFamily(
  async (candidateType: CandidateType, signal): Promise<CandidateCard[]> => {
    const { candidates, mediaPath } = await listCandidates(clubApi, candidateType, { signal });
    return candidates.map((candidate) => ({
      ...candidate,
      imageUrl: webUrl(mediaUrl(mediaPath, candidate.image)),
    }));
  },
);

/** Code of conduct, rules, schedule, final result: a title and the attachment (a PDF). */
export const electionDocument = resourceFamily(async (content: ElectionContent, signal) => {
  const data = await getElectionContent(clubApi, content, { signal });
  return {
    title: data.content.title,
    // Only a web address may reach the frame and the link (never javascript:).
    attachmentUrl: webUrl(mediaUrl(data.mediaPath, data.content.attachment)),
  };
});
