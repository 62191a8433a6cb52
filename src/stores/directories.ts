import { listEmployees, listMembers, listMembershipTypes } from '../lib/api/calls/directory.ts';
import {
  EMPLOYEE_DIRECTORY_PAGE_SIZE,
  MEMBER_DIRECTORY_PAGE_SIZE,
  MEMBERSHIP_TYPES_OPTION,
} from '../lib/constants/members-area.ts';
import { formatDate } from '../lib/format/date.ts';
import { mediaUrl } from '../lib/media.ts';
import type { DirectoryMember, Employee } from '../lib/schemas/directory.ts';
import { clubApi } from './club-api.ts';
import { createPagedList } from './paged-list.ts';
import { createResource } from './resource.ts';

/** A member directory card: the member, the image's address and the membership date (en-BD). */
export type MemberCard = DirectoryMember & { imageUrl: string | null; memberSince: string };

/** An employee directory card: the employee and the image's address. */
export type EmployeeCard = Employee & { imageUrl: string | null };

/** /member-directory: pages of 25, searched and filtered by membership type. */
export const memberDirectory = createPagedList<MemberCard, { membershipType: string }>({
  pageSize: MEMBER_DIRECTORY_PAGE_SIZE,
  filter: { membershipType: MEMBERSHIP_TYPES_OPTION },
  keyOf: (member) => member._id,
  load: async ({ page, searchKey, filter, signal }) => {
    const { memberPage, mediaPath } = await listMembers(
      clubApi,
      { page, searchKey, membershipType: filter.membershipType },
      { signal },
    );
    return {
      count: memberPage.count,
      items: memberPage.members.map((member) => ({
        ...member,
        imageUrl: mediaUrl(mediaPath, member.image),
        memberSince: formatDate(member.membershipDate),
      })),
    };
  },
});

/** The dropdown's options: 'Membership Types' (every type) first, then the club's types. */
export const $membershipTypes = createResource(async (signal) => {
  const { membershipType } = await listMembershipTypes(clubApi, { signal });
  return [
    MEMBERSHIP_TYPES_OPTION,
    ...membershipType.filter((type) => type !== MEMBERSHIP_TYPES_OPTION),
  ];
});

/** /employee-directory: pages of 10, searched. */
export const employeeDirectory = createPagedList<EmployeeCard>({
  pageSize: EMPLOYEE_DIRECTORY_PAGE_SIZE,
  filter: null,
  keyOf: (employee) => employee._id,
  load: async ({ page, searchKey, signal }) => {
    const { employeePage, mediaPath } = await listEmployees(
      clubApi,
      { page, searchKey },
      { signal },
    );
    return {
      count: employeePage.count,
      items: employeePage.employees.map((employee) => ({
        ...employee,
        imageUrl: mediaUrl(mediaPath, employee.image),
      })),
    };
  },
});
