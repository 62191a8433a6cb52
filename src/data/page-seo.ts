import { APP_ICONS, CLUB_SHARE_IMAGE, iconHref } from '../lib/brand/artwork.ts';
import { readSchedule } from '../lib/calendar/schedule.ts';
import { config } from '../lib/config.ts';
import { mediaUrl } from '../lib/media.ts';
import { routes } from '../lib/routes.ts';
import type { AlbumDetailsData } from '../lib/schemas/gallery.ts';
import type { EventDetailsData } from '../lib/schemas/events.ts';
import type { FacilityDetailsData } from '../lib/schemas/facilities.ts';
import type { NewsDetailsData } from '../lib/schemas/news.ts';
import type { SlidersData } from '../lib/schemas/home.ts';
import {
  clubData,
  eventData,
  newsArticleData,
  type StructuredData,
  type TrailStep,
} from '../lib/seo/structured-data.ts';
import { detailTrail } from '../lib/seo/trail.ts';
import { htmlToText } from '../lib/text/html-to-text.ts';
import { previewChars } from '../lib/text/preview.ts';
import { loadContactInfo } from './contact.ts';
import { clubShareImage, shareImageOf, type ShareImage } from './share-image.ts';

// What each page adds to its <head> for link previews and search engines: its picture,
// its JSON-LD and its trail (BaseLayout's share, structuredData and trail props).

export interface PageSeo {
  share: ShareImage;
  structuredData: StructuredData[];
  trail?: TrailStep[];
}

const logo = iconHref(APP_ICONS.find((icon) => icon.purpose === 'any' && icon.size === 512)!);
const summary = (html: string) => previewChars(htmlToText(html), 300);

/** The club (SportsClub with address and contact): home and contact pages. */
export async function clubSeo(sliders?: SlidersData | null): Promise<PageSeo> {
  const contact = await loadContactInfo();
  const slide = sliders?.sliders[0];
  return {
    share: slide
      ? await shareImageOf(mediaUrl(sliders.mediaPath, slide.photo), CLUB_SHARE_IMAGE.alt)
      : clubShareImage(),
    structuredData: [
      clubData(contact?.contactUs ?? null, config.siteUrl, {
        logo,
        picture: CLUB_SHARE_IMAGE.path,
      }),
    ],
  };
}

/** An event page: its cover, its Event (dates only when its schedule reads), its trail. */
export async function eventSeo(id: string, data: EventDetailsData | null): Promise<PageSeo> {
  const path = routes.eventDetails(id);
  if (!data) return { share: clubShareImage(), structuredData: [] };
  const { event } = data;
  const share = await shareImageOf(mediaUrl(data.mediaPath, event.coverImage), event.title);
  const reading = readSchedule(event.schedule);
  const contact = await loadContactInfo();
  return {
    share,
    structuredData: [
      eventData({
        title: event.title,
        description: summary(event.description),
        path,
        image: share.url,
        times: reading.ok ? reading.times : null,
        address: contact?.contactUs.address || null,
        siteUrl: config.siteUrl,
        logo,
      }),
    ],
    trail: detailTrail(routes.events, { name: event.title, path }),
  };
}

/** A news page: its cover, its NewsArticle, its trail. */
export async function newsSeo(id: string, data: NewsDetailsData | null): Promise<PageSeo> {
  const path = routes.newsDetails(id);
  if (!data) return { share: clubShareImage(), structuredData: [] };
  const { news } = data;
  const share = await shareImageOf(mediaUrl(data.mediaPath, news.coverImage), news.title);
  const published = Date.parse(news.publishDate);
  return {
    share,
    structuredData: [
      newsArticleData({
        title: news.title,
        description: summary(news.description),
        path,
        image: share.url,
        published: Number.isNaN(published) ? null : new Date(published).toISOString(),
        siteUrl: config.siteUrl,
        logo,
      }),
    ],
    trail: detailTrail(routes.news, { name: news.title, path }),
  };
}

/**
 * A facility's page or one of its items' (each is built at more than one address, so the
 * trail ends at the page's own): the facility's cover when there is one, Home › Facilities ›
 * the page.
 */
export async function facilitySeo(
  name: string,
  path: string,
  data: FacilityDetailsData | null,
): Promise<PageSeo> {
  const cover = data ? mediaUrl(data.mediaPath, data.facility.coverImage) : null;
  return {
    share: await shareImageOf(cover, name),
    structuredData: [],
    trail: detailTrail(routes.facilities, { name, path }),
  };
}

/** An album page: its first photo, its trail. */
export async function albumSeo(id: string, data: AlbumDetailsData | null): Promise<PageSeo> {
  const path = routes.albumDetails(id);
  if (!data) return { share: clubShareImage(), structuredData: [] };
  const first = data.album.photos[0];
  return {
    share: await shareImageOf(
      first ? mediaUrl(data.mediaPath, first.photo) : null,
      data.album.title,
    ),
    structuredData: [],
    trail: detailTrail(routes.gallery, { name: data.album.title, path }),
  };
}
