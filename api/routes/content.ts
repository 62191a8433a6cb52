import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { StandIn, StandInEnv } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { matches, pageOf, pagingQuery, readQuery } from '../http/validate.ts';

interface Titled {
  _id: string;
  title: string;
}
interface NewsDoc extends Titled {
  tags: string;
  publishDate: string;
}
interface PublicationDoc extends Titled {
  type: string;
  publishedDate: string;
  attachment: string;
}
interface FacilityDoc {
  _id: string;
  name: string;
  items: { _id: string }[];
}

const newsQuery = pagingQuery.extend({ tags: z.string().max(500).optional() });
const publicationQuery = pagingQuery.extend({ type: z.string().max(100).optional() });
const idParam = z.string().min(1).max(100);

/** A page of `items` matching the search key, with the total that match. */
function searched<T extends Titled>(c: Context, items: T[], query = pagingQuery) {
  const { page, size, searchKey } = readQuery(c, query);
  const found = items.filter((item) => matches(searchKey, item.title));
  return { items: pageOf(found, page, size), count: found.length };
}

/** Events, facilities, gallery, news and publications. */
export function contentRoutes(standIn: StandIn) {
  const { content } = standIn;
  const routes = new Hono<StandInEnv>();
  const detail = (collection: string, key: string, what: string) => (c: Context) => {
    const id = idParam.safeParse(c.req.param('id'));
    const doc = id.success ? content.get(collection, id.data) : null;
    if (!doc) return fail(c, 404, `No ${what} with that id.`);
    return ok(c, { [key]: doc, mediaPath: standIn.mediaPath });
  };

  routes.get('event/list', (c) => {
    const { items, count } = searched(c, content.list<Titled>('events'));
    return ok(c, { eventPage: { events: items, count }, mediaPath: standIn.mediaPath });
  });
  routes.get('event/details/:id', detail('events', 'event', 'event'));

  routes.get('club/facilities/list', (c) =>
    ok(c, { facilities: content.list('facilities'), mediaPath: standIn.mediaPath }),
  );
  routes.get('club/facilities/details/:id', detail('facilities', 'facility', 'facility'));
  routes.get('club/facilities/item/details/:parentId/:childId', (c) => {
    const facility = content.get<FacilityDoc>('facilities', c.req.param('parentId'));
    const childId = c.req.param('childId');
    const item = facility?.items.find((candidate) => candidate._id === childId);
    if (!facility || !item) return fail(c, 404, 'No facility item with that id.');
    // The asked item first, as the site reads items[0].
    const items = [item, ...facility.items.filter((other) => other !== item)];
    return ok(c, { facility: { ...facility, items }, mediaPath: standIn.mediaPath });
  });

  routes.get('club/gallery/album/list', (c) => {
    const { items, count } = searched(c, content.list<Titled>('albums'));
    return ok(c, { albumPage: { albums: items, count }, mediaPath: standIn.mediaPathBare });
  });
  routes.get('club/gallery/album/details/:id', detail('albums', 'album', 'album'));

  routes.get('news/list', (c) => {
    const { tags } = readQuery(c, newsQuery);
    const wanted = (tags ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean);
    const news = content
      .list<NewsDoc>('news')
      .filter(
        (item) =>
          wanted.length === 0 ||
          item.tags.split(',').some((tag) => wanted.includes(tag.trim().toLowerCase())),
      )
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    const { items, count } = searched(c, news, newsQuery);
    return ok(c, { newsPage: { news: items, count }, mediaPath: standIn.mediaPath });
  });
  routes.get('news/details/:id', detail('news', 'news', 'news item'));
  routes.get('news/tag/get', (c) => ok(c, { tags: content.list('newsTags') }));

  routes.get('club/publication/get', (c) => {
    const { type } = readQuery(c, publicationQuery);
    // Visitors see only the Magazine; a signed-in member sees every type.
    const visible = c.get('member') ? undefined : 'Magazine';
    const publications = content
      .list<PublicationDoc>('publications')
      .filter((item) => (!visible || item.type === visible) && (!type || item.type === type))
      .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
    const { items, count } = searched(c, publications, publicationQuery);
    return ok(c, {
      // Only a member sees other types: their attachments are member documents, signed.
      publicationPage: {
        publications: items.map((item) => standIn.fileLinks.withSignedAttachment(item)),
        count,
      },
      mediaPath: standIn.mediaPath,
    });
  });
  routes.get('club/publication/type/get', (c) =>
    ok(c, { types: content.list('publicationTypes') }),
  );
  return routes;
}
