import { describe, expect, it } from 'vitest';
import { messageHeading, messageTitle } from '../../src/lib/text/club-message.ts';
import {
  committeeHeadlines,
  committeeYearOptions,
  subCommitteeFilter,
  presentCommitteeYears,
  splitLeaders,
} from '../../src/lib/text/committee.ts';

describe('committeeYearOptions', () => {
  it('runs from the current year minus 2 down to 2012, labelled year - year+1', () => {
    const options = committeeYearOptions(new Date('2026-06-01T00:00:00Z'));
    expect(options[0]).toEqual({ label: '2024 - 2025', value: { fromYear: 2024, toYear: 2025 } });
    expect(options.at(-1)).toEqual({
      label: '2012 - 2013',
      value: { fromYear: 2012, toYear: 2013 },
    });
    expect(options).toHaveLength(13);
  });

  it.each([
    [2014, 1],
    [2013, 0],
  ])('in %i there are %i options', (year, length) => {
    expect(committeeYearOptions(new Date(year, 5, 1))).toHaveLength(length);
  });

  it('asks the present committee for last year to this year', () => {
    expect(presentCommitteeYears(new Date(2026, 0, 1))).toEqual({ fromYear: 2025, toYear: 2026 });
  });
});

describe('committeeHeadlines', () => {
  it.each([
    [
      committeeHeadlines.formerEc({ fromYear: 2022, toYear: 2023 }),
      'Former Executive Committee (2022 - 2023)',
    ],
    [
      committeeHeadlines.pastPresidents({ fromYear: 2019, toYear: 2020 }),
      'Past Presidents (2019 - 2020)',
    ],
    [committeeHeadlines.subCommittee('Sports'), 'Present Sports Sub Committee'],
  ])('%j', (headline, expected) => {
    expect(headline).toBe(expected);
  });
});

describe('subCommitteeFilter', () => {
  it('asks for the department in 2023, the year the spec fixes for the present sub-committee', () => {
    expect(subCommitteeFilter('Sports')).toEqual({ department: 'Sports', year: 2023 });
  });
});

describe('splitLeaders', () => {
  it('puts exactly President, Chairman and Advisor first, in their order', () => {
    const members = [
      'Member',
      'Advisor',
      'Vice President',
      'President',
      'chairman',
      'Chairman',
      'Treasurer',
    ].map((designation) => ({ designation }));
    const { leaders, others } = splitLeaders(members);
    expect(leaders.map((m) => m.designation)).toEqual(['Advisor', 'President', 'Chairman']);
    expect(others.map((m) => m.designation)).toEqual([
      'Member',
      'Vice President',
      'chairman',
      'Treasurer',
    ]);
  });
});

describe('message heading and title', () => {
  it.each([
    ['President Message', 'President', "President's Message"],
    ['Founder Advisor Message', 'Founder Advisor', "Founder Advisor's Message"],
    ['Founder President Message', 'Founder President', "Founder President's Message"],
    ['Message', 'Message', "Message's Message"],
  ])('%j → %j / %j', (messageFrom, heading, title) => {
    expect(messageHeading(messageFrom)).toBe(heading);
    expect(messageTitle(messageFrom)).toBe(title);
  });
});
