/** The club's name as the site shows it (title overlay, header, footer, page titles). */
export const CLUB_NAME = 'Banyan Club';

/** The year the club was founded (public-area.md §1). */
export const FOUNDED_YEAR = 2012;

/** The footer's copyright year (public-area.md §2, Footer). */
export const COPYRIGHT_YEAR = 2025;

/** The club's social links in the footer. */
export const SOCIAL_LINKS = [
  { name: 'YouTube', url: 'https://www.youtube.com/@banyanclub' },
  { name: 'Facebook', url: 'https://www.facebook.com/banyanclub' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/banyanclub' },
  { name: 'Instagram', url: 'https://www.instagram.com/banyanclub' },
] as const;
