import {
  getElectionBoard,
  getElectionContent,
  listCandidates,
  type BoardType,
  type CandidateType,
  type ElectionContent,
} from '../lib/api/calls/election.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { boardLayers, showsBallotNumber } from '../lib/members/election.ts';
import { mediaUrl, pdfViewerSrc, webUrl } from '../lib/media.ts';
import { personCard, type PersonRow } from '../lib/members/person-card.ts';
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

/** A board member's card details. */
export const BOARD_ROWS: readonly PersonRow[] = [
  { label: 'Club Ac No' },
  { label: 'Mobile', link: 'tel' },
];

/** A board as its call gives it: type and year, the head and the others. */
interface Board {
  boardType: string;
  electionYear: string;
  heads: BoardMemberCard[];
  others: BoardMemberCard[];
}

/**
 * What a board's page shows: its type (the page's own when the provider names none) and
 * year, the head's and the other members' cards; null when the board has nobody.
 */
export function boardView(board: Board, boardType: BoardType) {
  const card = (member: BoardMemberCard, index: number) =>
    personCard(
      {
        name: member.name,
        imageUrl: member.imageUrl,
        kicker: member.designation,
        values: [member.clubAcNo, member.mobile],
      },
      BOARD_ROWS,
      index,
    );
  if (board.heads.length + board.others.length === 0) return null;
  return {
    type: board.boardType || boardType,
    year: board.electionYear,
    heads: board.heads.map(card),
    others: board.others.map(card),
  };
}

/** A board's call, started by the page's head script (lib/api/head-call.ts). */
export const boardHeadCall =
  (boardType: BoardType): HeadCall =>
  (api) =>
    getElectionBoard(api, boardType);

/** A candidate card's details (the ballot number for executive committee candidates). */
export const candidateRows = (candidateType: CandidateType): readonly PersonRow[] => [
  ...(showsBallotNumber(candidateType) ? [{ label: 'Ballot Number' }] : []),
  { label: 'Club Ac No' },
  { label: 'Mobile', link: 'tel' as const },
];

/** What the card of the candidate at `index` shows. */
export const candidateCard = (
  candidate: CandidateCard,
  candidateType: CandidateType,
  index: number,
) =>
  personCard(
    {
      name: candidate.name,
      imageUrl: candidate.imageUrl,
      values: [
        ...(showsBallotNumber(candidateType) ? [candidate.ballotNumber] : []),
        candidate.clubAcNo,
        candidate.mobile,
      ],
    },
    candidateRows(candidateType),
    index,
  );

/** A candidate list's call, started by the page's head script (lib/api/head-call.ts). */
export const candidatesHeadCall =
  (candidateType: CandidateType): HeadCall =>
  (api) =>
    listCandidates(api, candidateType);

/** What an election document's page shows: its title, the PDF and its address; null: no PDF. */
export function electionDocumentView({
  title,
  attachmentUrl,
}: {
  title: string;
  attachmentUrl: string | null;
}) {
  return attachmentUrl ? { title, pdf: pdfViewerSrc(attachmentUrl), url: attachmentUrl } : null;
}

/** An election document's call, started by the page's head script (lib/api/head-call.ts). */
export const documentHeadCall =
  (content: ElectionContent): HeadCall =>
  (api) =>
    getElectionContent(api, content);
