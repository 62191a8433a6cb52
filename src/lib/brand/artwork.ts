import { CLUB_NAME } from '../club.ts';

// The club's own pictures, drawn here once as SVG and made into PNG files by the build
// (src/pages/club-card.png.ts, src/pages/icons/[name].png.ts): the share card of pages
// without a picture of their own, and the installed app's icons.

/** The club's green: the browser's theme colour and the icons' background. */
export const THEME_COLOUR = '#0d4a3a';
/** The paper colour behind the installed app's first screen. */
export const BACKGROUND_COLOUR = '#fbfaf6';
const BRASS = '#a8801f';
const BRASS_LIGHT = '#f3e6c4';

/** The share card (Open Graph / Twitter) of a page without a picture: 1200×630. */
export const CLUB_SHARE_IMAGE = {
  path: '/club-card.png',
  width: 1200,
  height: 630,
  alt: `${CLUB_NAME}: a non-profit family recreational and sports club in Dhaka`,
} as const;

/** The app icons of the manifest: 'any' (the round emblem) and 'maskable' (full bleed). */
export const APP_ICONS = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'maskable-192', size: 192, purpose: 'maskable' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

/** An icon's site path. */
export const iconHref = (icon: AppIcon) => `/icons/${icon.name}.png`;

/** The emblem (green disc, brass ring, 'BC') centred at (cx, cy) with radius r. */
function emblem(cx: number, cy: number, r: number): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${THEME_COLOUR}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${BRASS}" stroke-width="${r * 0.1}"/>`,
    `<text x="${cx}" y="${cy + r * 0.3}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${r * 0.8}" text-anchor="middle" fill="${BRASS_LIGHT}">BC</text>`,
  ].join('');
}

/** An app icon as SVG. A maskable one fills its square and keeps the emblem in the middle
 * 80 % (the safe zone every launcher's mask leaves visible). */
export function iconSvg(icon: AppIcon): string {
  const { size } = icon;
  const half = size / 2;
  const body =
    icon.purpose === 'maskable'
      ? `<rect width="${size}" height="${size}" fill="${THEME_COLOUR}"/>${emblem(half, half, size * 0.36)}`
      : emblem(half, half, half * 0.94);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

/** The share card as SVG: the emblem, the club's name and what it is. */
export function shareCardSvg(): string {
  const { width, height } = CLUB_SHARE_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${THEME_COLOUR}"/>
<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${BRASS}" stroke-width="4"/>
${emblem(250, 315, 150)}
<text x="460" y="300" font-family="Georgia, 'DejaVu Serif', serif" font-size="88" fill="${BRASS_LIGHT}">${CLUB_NAME}</text>
<text x="462" y="370" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="34" fill="#ffffff">A family recreational and sports club</text>
<text x="462" y="420" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="34" fill="#ffffff">Dhaka · since 2012</text>
</svg>`;
}
