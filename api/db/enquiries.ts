import type { DatabaseSync } from 'node:sqlite';

/** A contact form enquiry as stored. */
export interface Enquiry {
  email: string;
  fullName: string;
  phone: string;
  message: string;
  createdAt: string;
}

/** The contact form's enquiries. */
export function enquiryStore(db: DatabaseSync) {
  const insert = db.prepare(
    'INSERT INTO enquiries (email, full_name, phone, message, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    add(enquiry: Enquiry): void {
      insert.run(
        enquiry.email,
        enquiry.fullName,
        enquiry.phone,
        enquiry.message,
        enquiry.createdAt,
      );
    },
  };
}
