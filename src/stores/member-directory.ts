import { listMembers, listMembershipTypes } from '../lib/api/calls/directory.ts';
import {
  MEMBER_DIRECTORY_PAGE_SIZE,
  MEMBERSHIP_TYPES_OPTION,
} from '../lib/constants/members-area.ts';
import { formatDate } from '../lib/format/date.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { personCard, type PersonRow } from '../lib/members/person-card.ts';
import type { DirectoryMember } from '../lib/schemas/directory.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { clubApi } from './club-api.ts';
import { createPagedList } from './paged-list.ts';
import { createResource } from './resource.ts';

/** A member directory card: the member, the image's address and the membership date (en-BD). */
export type MemberCard = DirectoryMember & { imageUrl: string | null; memberSince: string };

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
        imageUrl: webUrl(mediaUrl(mediaPath, member.image)),
        memberSince: formatDate(member.membershipDate),
      })),
    };
  },
});

/** A member card's details. */
export const MEMBER_ROWS: readonly PersonRow[] = [
  { label: 'Account No' },
  { label: 'Membership Date' },
  { label: 'Mobile', link: 'tel' },
  { label: 'Email', link: 'mailto' },
  { label: 'Membership Type' },
  { label: 'Address' },
];

/** What the card of the member at `index` shows. */
export const memberCard = (member: MemberCard, index: number) =>
  personCard(
    {
      name: member.name,
      imageUrl: member.imageUrl,
      values: [
        member.acNo,
        member.memberSince,
        member.mobile,
        member.email,
        member.membershipType,
        member.presentAddress,
      ],
    },
    MEMBER_ROWS,
    index,
  );

/** The first page of members, started by the page's head script (lib/api/head-call.ts). */
export const membersHeadCall: HeadCall = (api) => listMembers(api, { page: 1 });

/** The dropdown's options: 'Membership Types' (every type) first, then the club's types. */
export const $membershipTypes = createResource(async (signal) => {
  const { membershipType } = await listMembershipTypes(clubApi, { signal });
  return [
    MEMBERSHIP_TYPES_OPTION,
    ...membershipType.filter((type) => type !== MEMBERSHIP_TYPES_OPTION),
  ];
});
