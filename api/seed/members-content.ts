import { DEMO_MEMBER, SECOND_MEMBER, THIRD_MEMBER } from '../demo-accounts.ts';
import type { MemberRecord } from '../db/members.ts';
import { memberFilePath, pictures, poolFile } from './media-pool.ts';
import type { Random } from './random.ts';
import type { Seeded } from './public-content.ts';
import { AREAS, DEPARTMENTS, LOREM, MEMBERSHIP_TYPES, mobileNumber, personName } from './words.ts';

const id = (prefix: string, n: number) => `${prefix}${String(n + 1).padStart(4, '0')}`;

/** The members: the two demo accounts first, then the rest of the directory. */
export function memberRecords(random: Random, scale: number): MemberRecord[] {
  const demo = [DEMO_MEMBER, SECOND_MEMBER, THIRD_MEMBER].map((account, i) => ({
    _id: id('mb', i),
    name: account.name,
    acNo: account.acNo,
    memCode: account.memCode,
    image: poolFile(pictures.avatars, i),
    membershipDate: `${2012 + i}-03-1${i}`,
    membershipType: account.membershipType,
    mobile: account.mobile,
    email: account.email,
    presentAddress: `${AREAS[i]}, Dhaka`,
  }));
  const others = Array.from({ length: 64 * scale }, (_, n) => {
    const i = n + demo.length;
    const name = personName(i);
    return {
      _id: id('mb', i),
      name,
      acNo: `BC-${101 + i}`,
      memCode: `M-${String(101 + i).padStart(4, '0')}`,
      // Some members have no photo (the directory shows a placeholder).
      image: i % 9 === 0 ? '' : poolFile(pictures.avatars, i),
      membershipDate: `${random.int(2012, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      membershipType: MEMBERSHIP_TYPES[i % MEMBERSHIP_TYPES.length] as string,
      mobile: mobileNumber(i),
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.com`,
      presentAddress: `${AREAS[i % AREAS.length]}, Dhaka`,
    };
  });
  return [...demo, ...others];
}

/** Employees, notices, circulars, election, the profile form and other member content. */
export function membersContent(scale: number, now: Date): Seeded {
  // Every document of the members' area is a member document (see memberFilePath).
  const pdfs: Seeded['pdfs'] = [];
  const pdf = (name: string, title: string) => {
    const file = memberFilePath(name);
    pdfs.push({ file, title });
    return file;
  };
  const profileUpdateForm = pdf('profile-update-form.pdf', 'Member Profile Update Form');
  const employees = Array.from({ length: 24 * scale }, (_, i) => ({
    _id: id('em', i),
    name: personName(i + 70),
    image: poolFile(pictures.avatars, i + 5),
    designation: ['Manager', 'Assistant Manager', 'Executive', 'Officer', 'Supervisor'][i % 5],
    department: DEPARTMENTS[i % DEPARTMENTS.length],
    mobile: mobileNumber(i + 300),
    email: `staff${i + 1}@banyanclub.example`,
  }));
  const notice = (prefix: string, kind: string, n: number, isActive: boolean) => ({
    _id: id(prefix, n),
    title: `${kind} ${n + 1}: ${['Annual General Meeting', 'Renovation of the Pool', 'Subscription Renewal', 'Holiday Timing', 'Parking Arrangements', 'Election Schedule'][n % 6]}`,
    body: `${LOREM} ${LOREM}`,
    attachment: pdf(`${prefix}-${n + 1}.pdf`, `${kind} ${n + 1}`),
    isActive,
    createdAt: new Date(now.getTime() - (n + 1) * 4 * 86_400_000).toISOString(),
    createdBy: { name: personName(n + 90) },
  });
  const boardMember = (n: number, layer: number, designation: string) => ({
    name: personName(n + 120),
    designation,
    clubAcNo: `BC-${300 + n}`,
    mobile: mobileNumber(n + 500),
    image: poolFile(pictures.avatars, n + 2),
    layer,
  });
  const board = (boardType: string, offset: number) => ({
    boardType,
    electionYear: String(now.getFullYear()),
    boardMembers: [
      boardMember(offset, 1, 'Chief Election Commissioner'),
      ...[1, 2, 3, 4].map((k) => boardMember(offset + k, 2, 'Election Commissioner')),
    ],
  });
  const candidate = (n: number, ballot: number) => ({
    name: personName(n + 150),
    image: poolFile(pictures.avatars, n + 9),
    clubAcNo: `BC-${400 + n}`,
    mobile: mobileNumber(n + 700),
    ballotNumber: ballot,
  });
  return {
    pdfs,
    collections: {
      employees,
      notices: Array.from({ length: 9 * scale }, (_, n) => notice('nt', 'Notice', n, true)),
      circulars: Array.from({ length: 13 * scale }, (_, n) =>
        notice('cr', 'Circular', n, n % 4 !== 3),
      ),
    },
    settings: {
      profileUpdateForm,
      membershipTypes: [...MEMBERSHIP_TYPES],
      electionBoards: {
        'Election Board': board('Election Board', 0),
        'Appeal Board': board('Appeal Board', 10),
      },
      candidates: {
        President: [0, 1, 2].map((n) => candidate(n, n + 1)),
        'Executive Committee': Array.from({ length: 12 }, (_, n) => candidate(n + 3, n + 1)),
      },
      electionContent: Object.fromEntries(
        ['code-of-conduct', 'rules', 'schedule', 'final-result'].map((name) => {
          const title = `Election ${name
            .split('-')
            .map((w) => w[0]?.toUpperCase() + w.slice(1))
            .join(' ')}`;
          return [name, { title, attachment: pdf(`election-${name}.pdf`, title) }];
        }),
      ),
      liveStream: { url: 'https://www.youtube.com/embed/live_stream?channel=UCbanyanclub' },
    },
  };
}
