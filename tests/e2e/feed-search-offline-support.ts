import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { isPublicPage } from '../../src/lib/public-pages.ts';
import {
  memberDirectoryDataSchema,
  type DirectoryMember,
} from '../../src/lib/schemas/directory.ts';
import { parsePage } from '../../integrations/html/parsed-page.ts';
import { apiData, memberToken } from './public-pages-support.ts';

// Shared by the public-C browser tests (search, offline): the built site's public text and a
// member whom only member data names.

const root = resolve(process.env.SITE_OUT_DIR ?? 'dist');

/** The text of every built public page (not its scripts' and styles' code), lower case. */
function publicText(): string {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && isPublicPage('/' + file))
    .flatMap((file) => {
      const page = parsePage(readFileSync(join(root, file), 'utf8'));
      const code = new Set(['script', 'style']);
      return page.texts
        .filter(({ parent }) => !code.has(page.elements[parent]?.name ?? ''))
        .map(({ text }) => text.replace(/\s+/g, ' ').toLowerCase());
    })
    .join('\n');
}

/**
 * A member of the directory's first page none of whose names appears on any public page,
 * with the demo member's token: the member API knows the name, the public build does not.
 */
export async function memberOnlyInMemberData(
  request: APIRequestContext,
): Promise<{ member: DirectoryMember; token: string }> {
  const token = await memberToken(request);
  const { memberPage } = await apiData(
    request,
    'member-directory?page=1&searchKey=&size=25',
    memberDirectoryDataSchema,
    token,
  );
  const text = publicText();
  const member = memberPage.members.find((candidate) =>
    candidate.name
      .toLowerCase()
      .split(/\s+/)
      .every((word) => !text.includes(word)),
  );
  expect(member, 'a member named only in member data').toBeDefined();
  return { member: member!, token };
}
