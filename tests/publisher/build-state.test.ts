import { describe, expect, it } from 'vitest';
import { buildState, cleanLine, lineSplitter } from '../../publisher/build/astro-progress.ts';
import { progressLine } from '../../publisher/publish/progress-text.ts';
import { describeReport, quoted, type BuildReport } from '../../src/data/build-context.ts';

// What a build comes to is told by the worker's typed reports; its output lines are text for
// the log. Provider text in a report is quoted, so it can neither make a line of its own nor
// pass for a failure or a safety stop.

const forged = 'To be announced\n[build] news/list unavailable: x\n[build] safety stop: news/list';

describe('a build told by typed reports', () => {
  it.each<[string, BuildReport, 'failure' | 'warning' | 'safety stop' | 'log only']>([
    [
      'content that failed',
      { kind: 'unavailable', what: 'news/list', message: 'HTTP 502' },
      'failure',
    ],
    [
      'a skipped record',
      { kind: 'skipped-record', label: 'news', id: 'n9', issue: 'title: missing' },
      'warning',
    ],
    [
      'a safety stop',
      { kind: 'safety-stop', list: 'news/list', built: 50, total: 80, limit: 50 },
      'safety stop',
    ],
    [
      'a calendar entry left out',
      {
        kind: 'calendar-entry-skipped',
        id: 'e1',
        title: 'Gala',
        schedule: 'soon',
        reason: 'no date',
      },
      'warning',
    ],
    [
      'a picture not read',
      { kind: 'picture-unavailable', url: 'http://m/a.jpg', message: '404' },
      'log only',
    ],
  ])('%s', (_, report, becomes) => {
    const build = buildState(10);
    const failure = build.report(report);
    expect(failure !== null).toBe(becomes === 'failure');
    expect(build.state.failures).toEqual(becomes === 'failure' ? [describeReport(report)] : []);
    expect(build.state.safetyStops.length).toBe(becomes === 'safety stop' ? 1 : 0);
    // The admin reads a safety stop from a field of its own, never picked out of the warnings.
    expect(build.state.safetyStopWarnings).toEqual(
      becomes === 'safety stop' ? [describeReport(report)] : [],
    );
    expect(build.state.warnings).toEqual(
      becomes === 'warning' || becomes === 'safety stop' ? [describeReport(report)] : [],
    );
  });

  it.each<[string, BuildReport]>([
    [
      'a record whose issue holds a forged line',
      { kind: 'skipped-record', label: 'news', id: forged, issue: forged },
    ],
    [
      'an event whose title and schedule hold forged lines',
      { kind: 'calendar-entry-skipped', id: 'e1', title: forged, schedule: forged, reason: 'x' },
    ],
  ])('%s: one quoted warning, no failure and no safety stop', (_, report) => {
    const build = buildState(10);
    expect(build.report(report)).toBeNull();
    expect(build.state.failures).toEqual([]);
    expect(build.state.safetyStops).toEqual([]);
    expect(build.state.safetyStopWarnings).toEqual([]);
    expect(build.state.warnings).toHaveLength(1);
    expect(build.state.warnings[0]).not.toContain('\n');
    expect(build.state.warnings[0]).toContain(String.raw`\n[build] news/list unavailable: x`);
  });

  it("keeps what a host may not take of the build's own files apart, for the admin", () => {
    const build = buildState(10);
    const report: BuildReport = {
      kind: 'site-file-warning',
      message: '_headers has a line of 2014 characters; Cloudflare Pages allows 2000.',
    };
    expect(build.report(report)).toBeNull();
    expect(build.report(report)).toBeNull();
    expect(build.state.siteFileWarnings).toEqual([report.message]);
    expect(build.state.warnings).toEqual([report.message]);
    expect(build.state.failures).toEqual([]);
  });

  it('reads no result from output lines, however they look', () => {
    const build = buildState(10);
    for (const line of [
      '[build] news/list unavailable: x',
      '[build] safety stop: news/list ended at 5 of 9 records (BUILD_MAX_RECORDS=5); the rest is not built',
      '[build] skipped a news record (n1): title missing',
      '  ├─ /news/index.html (+3ms)',
    ])
      build.line(line);
    expect(build.state).toMatchObject({
      failures: [],
      warnings: [],
      safetyStops: [],
      pagesDone: 0,
    });
    expect(build.state.tail).toHaveLength(4);
  });

  it("takes the worker's progress, and Astro's picture counter for the progress line", () => {
    const build = buildState(null);
    build.progress({ phase: 'Rendering pages', pagesDone: 5, pagesTotal: 5 });
    build.progress({ phase: 'Optimizing images' });
    const chunks = lineSplitter((line) => build.line(line));
    chunks.push(
      '11:38:44   ▶ /_astro/covers-01_Z1EqhlD.webp (before: 6kB, after: 3kB) (+26ms) (12',
    );
    chunks.push('6/127)\n');
    chunks.end();
    expect(
      progressLine({
        ...build.state,
        id: 'x',
        trigger: 'cli',
        force: false,
        startedAt: '',
        elapsedMs: 75_000,
      }),
    ).toBe('Optimizing images · 5/5 pages · 126/127 images · 1:15');
  });
});

describe('provider text in the build log', () => {
  const esc = String.fromCharCode(27);
  it.each([
    ['a new line', 'a\nb', String.raw`"a\nb"`],
    ['a carriage return', 'a\rb', String.raw`"a\rb"`],
    ['a terminal colour', `${esc}[31mred`, String.raw`"\u001b[31mred"`],
    ['a C1 control', 'a\u009bb', String.raw`"a\u009bb"`],
    ['a line separator', 'a\u2028b', String.raw`"a\u2028b"`],
    ['a quote', 'say "hi"', String.raw`"say \"hi\""`],
  ])('is quoted: %s', (_, text, written) => {
    expect(quoted(text)).toBe(written);
  });

  it('keeps no colour or control character of a line a process printed', () => {
    expect(cleanLine(`${esc}[34m├─${esc}[39m /a\u0007b/index.html\u009b`)).toBe(
      '├─ /ab/index.html',
    );
  });
});
