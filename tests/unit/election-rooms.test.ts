import { describe, expect, it } from 'vitest';
import {
  candidateList,
  earlyBoardOf,
  earlyCandidatesOf,
  earlyElectionDocumentOf,
  electionBoard,
  electionDocument,
} from '../../src/stores/election.ts';

// One page script serves each kind of election page (the four documents, the two boards, the
// two candidate lists): it draws the page its room's template was built for (the store of that
// document, board or list), and nothing for a value it does not know.

const kinds = {
  document: earlyElectionDocumentOf,
  board: earlyBoardOf,
  candidates: earlyCandidatesOf,
};

describe('the election page a room was built for', () => {
  it.each([
    ['rules', 'document', electionDocument('rules')],
    ['final-result', 'document', electionDocument('final-result')],
    ['Appeal Board', 'board', electionBoard('Appeal Board')],
    ['Executive Committee', 'candidates', candidateList('Executive Committee')],
  ] as const)('%j on a %s page draws its own store', (of, kind, store) => {
    expect(kinds[kind](of)?.store).toBe(store);
  });

  it.each([
    ['President', 'document'],
    ['', 'document'],
    [undefined, 'document'],
    ['rules', 'board'],
    ['executive committee', 'candidates'],
  ] as const)('%j on a %s page draws nothing', (of, kind) => {
    expect(kinds[kind](of)).toBeUndefined();
  });
});
