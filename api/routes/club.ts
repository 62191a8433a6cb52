import { Hono } from 'hono';
import { z } from 'zod';
import { limits } from '../auth/limits.ts';
import type { StandIn, StandInEnv } from '../context.ts';
import { enquiryStore } from '../db/enquiries.ts';
import { clientAddress } from '../http/client-address.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { readBody, readQuery } from '../http/validate.ts';

const messageQuery = z.object({
  messageFrom: z.enum(
    ['President Message', 'Founder Advisor Message', 'Founder President Message'],
    {
      message:
        "messageFrom must be 'President Message', 'Founder Advisor Message' or 'Founder President Message'",
    },
  ),
});

// The enquiry's bounds, in words for people (the site checks the same before it sends).
const enquiry = z.object({
  email: z
    .email('Please enter a whole email address, e.g. name@example.com.')
    .max(200, 'Please use an email address of at most 200 characters.'),
  fullName: z
    .string()
    .trim()
    .min(1, 'Please enter your full name.')
    .max(120, 'Please shorten the name to at most 120 characters.'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'Please enter a phone number of 6 to 20 digits.'),
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(2000, 'Please shorten the message to at most 2,000 characters.'),
});

const otherPages = ['guest-rules', 'dress-code', 'timing', 'feature-details'] as const;

/** The club's own pages: slider, history, messages, affiliations, contact, others, privacy. */
export function clubRoutes(standIn: StandIn) {
  const { content, guard } = standIn;
  const enquiries = enquiryStore(standIn.db);
  const club = new Hono<StandInEnv>();
  club.get('home/silder/list', (c) =>
    ok(c, { sliders: content.list('sliders'), mediaPath: standIn.mediaPath }),
  );
  club.get('club/club-history/get', (c) =>
    ok(c, { clubHistory: content.setting('clubHistory'), mediaPath: standIn.mediaPathBare }),
  );
  club.get('club/message/get', (c) => {
    const { messageFrom } = readQuery(c, messageQuery);
    const messages = content.setting<Record<string, unknown>>('messages') ?? {};
    const message = messages[messageFrom];
    if (!message) return fail(c, 404, `No ${messageFrom} has been published.`);
    return ok(c, { message, mediaPath: standIn.mediaPath });
  });
  club.get('affiliation/list', (c) =>
    ok(c, { affiliation: content.setting('affiliation'), mediaPath: standIn.mediaPathBare }),
  );
  club.get('club/contact-us/get', (c) => {
    const contactUs = content.setting<Record<string, unknown>>('contactUs') ?? {};
    // The attachment is for members (public-area.md §6): visitors get the rest.
    const shown = c.get('member')
      ? standIn.fileLinks.withSignedAttachment(contactUs)
      : { ...contactUs, attachment: '' };
    return ok(c, { contactUs: shown, mediaPath: standIn.mediaPath });
  });
  club.post('club/contact-us/submit', async (c) => {
    const body = await readBody(c, enquiry);
    // A few enquiries an hour from one address, ever more slowly: no inbox flooding.
    const admitted = guard.admit([[limits.enquiryAddress, clientAddress(c, standIn.forwarders)]]);
    if (admitted.refused) {
      return tooMany(
        c,
        admitted.refused.waitMs,
        (wait) => `Too many messages were sent from your connection. Please try again in ${wait}.`,
      );
    }
    enquiries.add({ ...body, createdAt: standIn.now().toISOString() });
    return ok(c, null, 'Thank you! Your message has been sent. We will get back to you soon.');
  });
  for (const page of otherPages) {
    club.get(`club/others/${page}/get`, (c) => {
      const others = content.setting<Record<string, unknown>>('others') ?? {};
      return ok(c, { content: others[page] ?? null, mediaPath: standIn.mediaPath });
    });
  }
  club.get('privacy-policy/get', (c) => ok(c, content.setting<string>('privacyPolicy') ?? ''));
  return club;
}
