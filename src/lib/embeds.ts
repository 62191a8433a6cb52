/** The club on the map (Contact): an OpenStreetMap view around the club house. */
export const CLUB_MAP_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=90.405%2C23.785%2C90.425%2C23.800&layer=mapnik';

/** Where a live stream is framed from (election live page): the video id follows. */
export const VIDEO_EMBED_BASE = 'https://www.youtube.com/embed/';

/** The other sites the club's pages frame; the Content-Security-Policy allows exactly these. */
export const embedOrigins: readonly string[] = [CLUB_MAP_EMBED, VIDEO_EMBED_BASE].map(
  (url) => new URL(url).origin,
);
