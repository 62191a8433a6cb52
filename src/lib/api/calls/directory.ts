import {
  CIRCULAR_LIST_SIZE,
  EMPLOYEE_DIRECTORY_PAGE_SIZE,
  MEMBER_DIRECTORY_PAGE_SIZE,
  MEMBERSHIP_TYPES_OPTION,
  NOTICE_LIST_SIZE,
} from '../../constants/members-area.ts';
import {
  employeeDirectoryDataSchema,
  memberDirectoryDataSchema,
  membershipTypesDataSchema,
} from '../../schemas/directory.ts';
import { circularListDataSchema, noticeListDataSchema } from '../../schemas/notices.ts';
import { headCall } from '../head-call.ts';
import type { ApiClient } from '../client.ts';
import type { PageQuery } from './media-pages.ts';
import type { CallSignal } from './shared.ts';

const member = { auth: true } as const;

// Each list's first page is its page's first call, started by the page's head script: the
// call takes that answer (`headCall`, src/lib/api/head-call.ts).

/** A page of 25 members; the 'Membership Types' option (or none) means every type. */
export function listMembers(
  api: ApiClient,
  { page, searchKey = '', membershipType = '' }: PageQuery & { membershipType?: string },
  call?: CallSignal,
) {
  const type = membershipType === MEMBERSHIP_TYPES_OPTION ? '' : membershipType;
  return api.get('member-directory', memberDirectoryDataSchema, {
    ...call,
    ...headCall,
    query: { page, searchKey, size: MEMBER_DIRECTORY_PAGE_SIZE, membershipType: type },
  });
}

/** The membership types of the directory's dropdown. */
export const listMembershipTypes = (api: ApiClient, call?: CallSignal) =>
  api.get('membership-type/get', membershipTypesDataSchema, { ...call, ...member });

/** A page of 10 office employees. */
export const listEmployees = (
  api: ApiClient,
  { page, searchKey = '' }: PageQuery,
  call?: CallSignal,
) =>
  api.get('club/office-employees/get', employeeDirectoryDataSchema, {
    ...call,
    ...headCall,
    query: { page, searchKey, size: EMPLOYEE_DIRECTORY_PAGE_SIZE },
  });

/** The latest 5 notices. */
export const listNotices = (api: ApiClient, searchKey = '', call?: CallSignal) =>
  api.get('notice-list', noticeListDataSchema, {
    ...call,
    ...headCall,
    query: { page: 1, searchKey, size: NOTICE_LIST_SIZE },
  });

/** The latest 10 circulars, inactive ones included. */
export const listCirculars = (api: ApiClient, searchKey = '', call?: CallSignal) =>
  api.get('club/circular/list', circularListDataSchema, {
    ...call,
    ...headCall,
    query: { page: 1, searchKey, size: CIRCULAR_LIST_SIZE, showInactive: 'yes' },
  });
