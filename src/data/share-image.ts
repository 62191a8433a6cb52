import { CLUB_SHARE_IMAGE } from '../lib/brand/artwork.ts';
import { config } from '../lib/config.ts';
import { buildImage } from './media-images.ts';

/** The picture a link preview shows (Open Graph, Twitter card, JSON-LD), absolute. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

/** The club's own share card, for pages without a picture. */
export const clubShareImage = (): ShareImage => ({
  url: new URL(CLUB_SHARE_IMAGE.path, config.siteUrl).href,
  width: CLUB_SHARE_IMAGE.width,
  height: CLUB_SHARE_IMAGE.height,
  alt: CLUB_SHARE_IMAGE.alt,
  type: 'image/png',
});

/**
 * A page's picture (a media file's full URL) cropped to 1200×630 for link previews; the
 * club's card when there is none, it cannot be read, or it is an SVG (previews show none).
 */
export async function shareImageOf(
  picture: string | null | undefined,
  alt: string,
): Promise<ShareImage> {
  if (!picture) return clubShareImage();
  const image = await buildImage(picture, { width: 1200, height: 630 });
  if (!image.found || image.src.endsWith('.svg')) return clubShareImage();
  return {
    url: new URL(image.src, config.siteUrl).href,
    width: image.width,
    height: image.height,
    alt,
    type: 'image/webp',
  };
}
