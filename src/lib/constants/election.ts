/** Election board types, candidate types and content pages. */
export const BOARD_TYPES = ['Election Board', 'Appeal Board'] as const;
export const CANDIDATE_TYPES = ['President', 'Executive Committee'] as const;
export const ELECTION_CONTENT = ['code-of-conduct', 'rules', 'schedule', 'final-result'] as const;
