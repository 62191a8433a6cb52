import { getContactInfo, submitEnquiry } from '../lib/api/calls/club.ts';
import { failureText } from '../lib/api/failure.ts';
import { messages } from '../lib/constants/messages.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import type { Enquiry } from '../lib/schemas/club-pages.ts';
import { clubApi } from '../stores/club-api.ts';

// The contact page's two calls through the typed client. Loaded on demand (the first touch of
// the form or of 'See More'), so a visitor who only reads the page downloads none of it.

/** Sends the enquiry: whether it failed, and the text to show (the provider's, or why not). */
export async function sendEnquiry(enquiry: Enquiry): Promise<{ failed: boolean; text: string }> {
  try {
    const { error, message } = await submitEnquiry(clubApi, enquiry);
    return { failed: error, text: message || (error ? messages.serverFailed : '') };
  } catch (error) {
    return { failed: true, text: failureText(error, messages.serverUnreachable) };
  }
}

/** The contact details document's address, asked with the member's token; null if none. */
export async function contactDocumentUrl(): Promise<string | null> {
  const { contactUs, mediaPath } = await getContactInfo(clubApi, {}, true);
  const url = webUrl(mediaUrl(mediaPath, contactUs.attachment));
  return url && /^https?:/.test(url) ? url : null;
}
