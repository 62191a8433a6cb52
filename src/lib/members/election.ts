import type { CandidateType } from '../api/calls/election.ts';
import type { BoardMember } from '../schemas/election.ts';

/** A board's head (layer 1, shown above) and its other members (layer 2 and any other). */
export function boardLayers<Member extends Pick<BoardMember, 'layer'>>(
  members: readonly Member[],
): { heads: Member[]; others: Member[] } {
  return {
    heads: members.filter((member) => member.layer === 1),
    others: members.filter((member) => member.layer !== 1),
  };
}

/** Ballot numbers show for executive committee candidates, not for president candidates. */
export const showsBallotNumber = (candidateType: CandidateType): boolean =>
  candidateType === 'Executive Committee';
