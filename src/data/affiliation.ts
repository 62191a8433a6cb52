import { getAffiliations } from '../lib/api/calls/club.ts';
import { buildApi } from './build-api.ts';
import { loadSettled } from './build-result.ts';

/** Affiliated clubs and reciprocal agreements (one call serves both pages). */
export const loadAffiliations = () =>
  loadSettled('affiliation/list', () => getAffiliations(buildApi));
