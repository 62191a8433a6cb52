import type { COMMITTEE_TYPES } from '../../constants/public-area.ts';
import { committeeDataSchema, departmentsDataSchema } from '../../schemas/committee.ts';
import type { ApiClient } from '../client.ts';
import type { CallSignal } from './shared.ts';

type CommitteeType = (typeof COMMITTEE_TYPES)[keyof typeof COMMITTEE_TYPES];

/** The filters of `club/members/get`: a year range, one year, a department (of a year), or none. */
export type CommitteeQuery =
  | { type: CommitteeType; fromYear: number; toYear: number }
  | { type: CommitteeType; year: number }
  | { type: CommitteeType; department: string; year?: number }
  | { type: CommitteeType };

/** The members of a committee. */
export const getCommitteeMembers = (api: ApiClient, query: CommitteeQuery, call?: CallSignal) =>
  api.get('club/members/get', committeeDataSchema, { ...call, query });

/** The sub-committee departments. */
export const listDepartments = (api: ApiClient, call?: CallSignal) =>
  api.get('club/department/get', departmentsDataSchema, call);
