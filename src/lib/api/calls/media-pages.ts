import {
  GALLERY_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  PUBLICATIONS_SIZE,
} from '../../constants/public-area.ts';
import { albumDetailsDataSchema, albumListDataSchema } from '../../schemas/gallery.ts';
import {
  newsDetailsDataSchema,
  newsListDataSchema,
  newsTagsDataSchema,
} from '../../schemas/news.ts';
import {
  publicationListDataSchema,
  publicationTypesDataSchema,
} from '../../schemas/publications.ts';
import type { ApiClient } from '../client.ts';
import { segment } from '../url.ts';
import type { CallSignal } from './shared.ts';

export interface PageQuery {
  /** From 1. */
  page: number;
  searchKey?: string;
}

/** A page of 5 gallery albums. */
export const listAlbums = (
  api: ApiClient,
  { page, searchKey = '' }: PageQuery,
  call?: CallSignal,
) =>
  api.get('club/gallery/album/list', albumListDataSchema, {
    ...call,
    query: { page, searchKey, size: GALLERY_PAGE_SIZE },
  });

/** The call of one album. */
export const albumPath = (id: string) => `club/gallery/album/details/${segment(id)}`;

/** One album with all its photos. */
export const getAlbum = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(albumPath(id), albumDetailsDataSchema, call);

/** A page of 6 news items. */
export const listNews = (api: ApiClient, { page, searchKey = '' }: PageQuery, call?: CallSignal) =>
  api.get('news/list', newsListDataSchema, {
    ...call,
    query: { page, searchKey, size: NEWS_PAGE_SIZE },
  });

/** The call of one news item. */
export const newsItemPath = (id: string) => `news/details/${segment(id)}`;

/** One news item. */
export const getNewsDetails = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(newsItemPath(id), newsDetailsDataSchema, call);

/** The news categories (tag `_id`s are their labels). */
export const listNewsTags = (api: ApiClient, call?: CallSignal) =>
  api.get('news/tag/get', newsTagsDataSchema, call);

/** Publications, one page of 100: Magazine only without a member token, every type with one. */
export const listPublications = (api: ApiClient, call?: CallSignal) =>
  api.get('club/publication/get', publicationListDataSchema, {
    ...call,
    auth: true,
    query: { page: 1, searchKey: '', size: PUBLICATIONS_SIZE },
  });

/** The publication types (for the members' selector). */
export const listPublicationTypes = (api: ApiClient, call?: CallSignal) =>
  api.get('club/publication/type/get', publicationTypesDataSchema, { ...call, auth: true });
