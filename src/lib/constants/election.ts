// Apart from the other members' constants: only the election's pages load these
// (integrations/client-chunks.ts), and every other member page's scripts have no byte to spare.

/** Election board types, candidate types and content pages. */
export const BOARD_TYPES = ['Election Board', 'Appeal Board'] as const;
export const CANDIDATE_TYPES = ['President', 'Executive Committee'] as const;
export const ELECTION_CONTENT = ['code-of-conduct', 'rules', 'schedule', 'final-result'] as const;
