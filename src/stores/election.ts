import {
  getElectionBoard,
  getElectionContent,
  listCandidates,
  type BoardType,
  type CandidateType,
  type ElectionContent,
} from '../lib/api/calls/election.ts';
import type { FirstCall } from '../lib/api/first-call.ts';
import { BOARD_TYPES, CANDIDATE_TYPES, ELECTION_CONTENT } from '../lib/constants/election.ts';
import { boardLayers, showsBallotNumber } from '../lib/members/election.ts';
import { mediaUrl, pdfViewerSrc, webUrl } from '../lib/media.ts';
import { personCard, type PersonRow } from '../lib/members/person-card.ts';
import type { BoardMember, Candidate } from '../lib/schemas/election.ts';
import { clubApi } from './club-api.ts';
import { earlyResource, resourceFamily } from './resource.ts';

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

/** A board's call, started by the page's head script (lib/first-answer.ts). */
export const boardFirstCall =
  (boardType: BoardType): FirstCall =>
  (api) =>
    getElectionBoard(api, boardType);

/** A board drawn before React. */
export const earlyBoard = (boardType: BoardType) =>
  earlyResource('board', electionBoard(boardType), (board) => boardView(board, boardType), {
    heads: [{}],
    others: [{}],
  });

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

/** A candidate list's call, started by the page's head script (lib/first-answer.ts). */
export const candidatesFirstCall =
  (candidateType: CandidateType): FirstCall =>
  (api) =>
    listCandidates(api, candidateType);

/** A candidate list drawn before React (none when it is empty). */
export const earlyCandidates = (candidateType: CandidateType) =>
  earlyResource(
    'candidates',
    candidateList(candidateType),
    (cards) =>
      cards.length === 0
        ? null
        : {
            cards: cards.map((candidate, index) => candidateCard(candidate, candidateType, index)),
          },
    [{}],
  );

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

/** An election document's call, started by the page's head script (lib/first-answer.ts). */
export const documentFirstCall =
  (content: ElectionContent): FirstCall =>
  (api) =>
    getElectionContent(api, content);

/** An election document drawn before React (a document without a PDF is left to React). */
export const earlyElectionDocument = (content: ElectionContent) =>
  earlyResource('document', electionDocument(content), electionDocumentView, {
    attachmentUrl: '/',
  });

/** `early` for the kind among `kinds` a page's room was built for (`of`: its template's
 * `data-early-of`, components/members/EarlyRoom.astro); nothing for any other value. */
function earlyOfKind<T extends string, R>(kinds: readonly T[], early: (kind: T) => R, of?: string) {
  const kind = kinds.find((known) => known === of);
  return kind === undefined ? undefined : early(kind);
}

// One page script serves each kind of election page (four documents, two boards, two candidate
// lists); its room's template says which page it is.

/** The election document a page was built for, drawn before React. */
export const earlyElectionDocumentOf = (of?: string) =>
  earlyOfKind(ELECTION_CONTENT, earlyElectionDocument, of);

/** The board a page was built for, drawn before React. */
export const earlyBoardOf = (of?: string) => earlyOfKind(BOARD_TYPES, earlyBoard, of);

/** The candidate list a page was built for, drawn before React. */
export const earlyCandidatesOf = (of?: string) => earlyOfKind(CANDIDATE_TYPES, earlyCandidates, of);
