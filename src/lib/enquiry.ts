import type { Enquiry } from './schemas/club-pages.ts';

// The enquiry form's own rules (the specification sets none, public-area §5): every field is
// needed, each within the bounds shown under it. The build writes them into the form (its
// `required`, `type`, `pattern` and data attributes), and the page's script asks the browser
// (constraint validation) before anything is sent: no rule or message is in the script.

export type EnquiryField = keyof Enquiry;

/** What a field takes, and what the form says when it is empty, wrong or refused. */
export interface EnquiryRule {
  /** Shown under the field: what it takes. */
  hint: string;
  /** Said when it is empty (or only spaces). */
  missing: string;
  /** Said when it breaks its pattern or is longer than `max`. */
  wrong: string;
  /** Said when the provider refused it in its own words (naming the field). */
  refused: string;
  /** The most characters it takes. */
  max: number;
  /** The browser's pattern for it (HTML `pattern`: the whole value, `v` flag). */
  pattern?: string;
}

const refused = (what: string) =>
  `The club could not accept this ${what}. Please check it and send again.`;

/** The enquiry form's fields, in the order shown, with their rules. */
export const enquiryRules: Record<EnquiryField, EnquiryRule> = {
  fullName: {
    hint: 'Up to 120 characters.',
    missing: 'Please enter your full name.',
    wrong: 'Please shorten your name to 120 characters or fewer.',
    refused: refused('name'),
    max: 120,
  },
  email: {
    hint: 'We reply to this address, e.g. name@example.com.',
    missing: 'Please enter your email address.',
    wrong: 'Please enter a whole email address (up to 200 characters), e.g. name@example.com.',
    refused: refused('email address'),
    max: 200,
    pattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+',
  },
  phone: {
    hint: '6 to 20 digits; spaces, dashes and a leading + are fine.',
    missing: 'Please enter your phone number.',
    wrong: 'Please enter a phone number of 6 to 20 digits, e.g. 01711 223344.',
    refused: refused('phone number'),
    max: 21,
    pattern: '\\+?[0-9 \\-]{6,20}',
  },
  message: {
    hint: 'Up to 2,000 characters.',
    missing: 'Please write your message.',
    wrong: 'Please shorten your message to 2,000 characters or fewer.',
    refused: refused('message'),
    max: 2000,
  },
};
