import { Hono } from 'hono';
import { z } from 'zod';
import type { StandIn, StandInEnv } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { decodedName, mediaType, readMediaFile } from '../http/media-files.ts';
import { requireMember } from '../http/member-auth.ts';
import { matches, pageOf, pagingQuery, readQuery } from '../http/validate.ts';

interface Notice {
  _id: string;
  title: string;
  body: string;
  attachment: string;
  isActive: boolean;
  createdAt: string;
}
interface Employee {
  _id: string;
  name: string;
  designation: string;
  department: string;
}

const directoryQuery = pagingQuery.extend({ membershipType: z.string().max(60).optional() });
const circularQuery = pagingQuery.extend({ showInactive: z.enum(['yes', 'no']).default('no') });
const proxyQuery = z.object({ url: z.url('url must be an absolute URL').max(1000) });

/** Member and employee directories, notices, circulars, the profile form, the image proxy. */
export function directoryRoutes(standIn: StandIn) {
  const { content, fileLinks } = standIn;
  const routes = new Hono<StandInEnv>();
  // Attachments are member documents: each answer carries short-lived signed links.
  const signed = (notices: Notice[]) =>
    notices.map((notice) => fileLinks.withSignedAttachment(notice));

  routes.get('member-directory', requireMember, (c) => {
    const { page, size, searchKey, membershipType } = readQuery(c, directoryQuery);
    const found = standIn.members
      .list()
      .filter((member) => !membershipType || member.membershipType === membershipType)
      .filter((m) => matches(searchKey, m.name, m.acNo, m.email, m.mobile));
    const members = pageOf(found, page, size).map(({ memCode: _code, ...member }) => member);
    return ok(c, {
      memberPage: { count: found.length, size, members },
      mediaPath: standIn.mediaPath,
    });
  });
  routes.get('membership-type/get', requireMember, (c) =>
    ok(c, { membershipType: content.setting<string[]>('membershipTypes') ?? [] }),
  );

  routes.get('notice-list', requireMember, (c) => {
    const { page, size, searchKey } = readQuery(c, pagingQuery);
    const found = content
      .list<Notice>('notices')
      .filter((notice) => matches(searchKey, notice.title, notice.body));
    return ok(c, {
      noticePage: { notices: signed(pageOf(found, page, size)), count: found.length },
      mediaPath: standIn.mediaPath,
    });
  });
  routes.get('club/circular/list', requireMember, (c) => {
    const { page, size, searchKey, showInactive } = readQuery(c, circularQuery);
    const found = content
      .list<Notice>('circulars')
      .filter((circular) => showInactive === 'yes' || circular.isActive)
      .filter((circular) => matches(searchKey, circular.title, circular.body));
    return ok(c, {
      circularPage: { circular: signed(pageOf(found, page, size)), count: found.length },
      mediaPath: standIn.mediaPathBare,
    });
  });
  routes.get('club/office-employees/get', requireMember, (c) => {
    const { page, size, searchKey } = readQuery(c, pagingQuery);
    const found = content
      .list<Employee>('employees')
      .filter((e) => matches(searchKey, e.name, e.designation, e.department));
    return ok(c, {
      employeePage: { count: found.length, size, employees: pageOf(found, page, size) },
      mediaPath: standIn.mediaPath,
    });
  });

  routes.get('member-profile-update-from/get', requireMember, (c) => {
    const form = content.setting<string>('profileUpdateForm');
    if (!form) return fail(c, 404, 'The profile update form has not been published yet.');
    return ok(c, { profileUpdateForm: fileLinks.sign(form), mediaPath: standIn.mediaPath });
  });

  routes.get('image-proxy', requireMember, async (c) => {
    const { url } = readQuery(c, proxyQuery);
    const target = new URL(url);
    // Only the API's own media: never a fetch of another host (no open proxy, no SSRF).
    const prefix = ['/web/media/', '/web/uploads/'].find((p) => target.pathname.startsWith(p));
    if (target.origin !== standIn.origin || !prefix) {
      return fail(c, 400, "Only images on the club's own media host can be proxied.");
    }
    const relative = decodedName(target.pathname.slice(prefix.length));
    if (relative === null) return fail(c, 400, 'The image address is not valid.');
    const bytes = await readMediaFile(standIn.mediaDir, relative);
    const type = mediaType(relative);
    if (!bytes || !type?.startsWith('image/')) return fail(c, 404, 'No such image.');
    return c.body(new Uint8Array(bytes), 200, { 'content-type': type });
  });
  return routes;
}
