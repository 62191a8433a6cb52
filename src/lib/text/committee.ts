import {
  EARLIEST_COMMITTEE_YEAR,
  LATEST_COMMITTEE_YEAR_OFFSET,
  LEADER_DESIGNATIONS,
  PRESENT_SUB_COMMITTEE_YEAR,
} from '../constants/public-area.ts';

export interface YearRange {
  fromYear: number;
  toYear: number;
}

export interface YearOption {
  /** 'year - year+1', e.g. '2024 - 2025'. */
  label: string;
  value: YearRange;
}

/** Committee year options: the current year minus 2 down to 2012, newest first. */
export function committeeYearOptions(now: Date = new Date()): YearOption[] {
  const latest = now.getFullYear() - LATEST_COMMITTEE_YEAR_OFFSET;
  const options: YearOption[] = [];
  for (let year = latest; year >= EARLIEST_COMMITTEE_YEAR; year--) {
    options.push({ label: `${year} - ${year + 1}`, value: { fromYear: year, toYear: year + 1 } });
  }
  return options;
}

/** The years the present executive committee is asked for: last year to this year. */
export function presentCommitteeYears(now: Date = new Date()): YearRange {
  return { fromYear: now.getFullYear() - 1, toYear: now.getFullYear() };
}

/** The filter of one present sub-committee: its department, of the year the spec fixes (§9). */
export function subCommitteeFilter(department: string): { department: string; year: number } {
  return { department, year: PRESENT_SUB_COMMITTEE_YEAR };
}

/** Committee listing headlines, as the spec words them. */
export const committeeHeadlines = {
  formerEc: ({ fromYear, toYear }: YearRange) =>
    `Former Executive Committee (${fromYear} - ${toYear})`,
  pastPresidents: ({ fromYear, toYear }: YearRange) => `Past Presidents (${fromYear} - ${toYear})`,
  subCommittee: (department: string) => `Present ${department} Sub Committee`,
};

const leaders: readonly string[] = LEADER_DESIGNATIONS;

/** Leaders (designation exactly President, Chairman or Advisor) for the first row; the rest. */
export function splitLeaders<T extends { designation: string }>(
  members: readonly T[],
): { leaders: T[]; others: T[] } {
  const split = { leaders: [] as T[], others: [] as T[] };
  for (const member of members) {
    (leaders.includes(member.designation) ? split.leaders : split.others).push(member);
  }
  return split;
}
