import { uploadsUrl, webUrl } from './media.ts';

/**
 * The absolute address of a member's picture (the login's `user.image`, as stored): kept when
 * it is one already, else the file name on the provider's media host by the rule for people's
 * pictures named without a mediaPath (api-contract.md, Media: `<API origin>/web/uploads/…`).
 * Null when there is no picture, or none a browser may load.
 */
export function avatarAddress(image: string, apiOrigin: string): string | null {
  const address = webUrl(uploadsUrl(apiOrigin, image));
  return address && /^https?:\/\//i.test(address) ? address : null;
}
