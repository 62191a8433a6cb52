import {
  getCommitteeMembers,
  listDepartments,
  type CommitteeQuery,
} from '../lib/api/calls/committee.ts';
import { buildApi } from './build-api.ts';
import { loadSettled } from './build-result.ts';

/** A committee's members for one filter (each filter value fetched once per build). */
export const loadCommittee = (query: CommitteeQuery) =>
  loadSettled(`club/members/get:${JSON.stringify(query)}`, () =>
    getCommitteeMembers(buildApi, query),
  );

/** The sub-committee departments. */
export const loadDepartments = () =>
  loadSettled('club/department/get', () => listDepartments(buildApi));
