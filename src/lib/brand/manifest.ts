import { CLUB_NAME } from '../club.ts';
import { APP_ICONS, BACKGROUND_COLOUR, THEME_COLOUR, iconHref } from './artwork.ts';

/** The manifest's site path (every page links it). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/** The web app manifest: name, start page, standalone display, theme colour, icons. */
export function webAppManifest() {
  return {
    id: '/',
    name: CLUB_NAME,
    short_name: CLUB_NAME,
    description: 'A non-profit family recreational and sports club in Dhaka.',
    lang: 'en-BD',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({
      src: iconHref(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
