import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from '../auth/passwords.ts';
import { contentStore } from '../db/content.ts';
import { memberStore } from '../db/members.ts';
import { transaction } from '../db/open.ts';
import { DEMO_MEMBER } from '../demo-accounts.ts';
import { renderPictures, writeWhole } from '../media/images.ts';
import { simplePdf } from '../media/pdf.ts';
import { BOOKING_REF_DATA, seedBookings } from './booking-content.ts';
import { allPictures } from './media-pool.ts';
import { memberRecords, membersContent } from './members-content.ts';
import { orderingContent } from './ordering-content.ts';
import { publicContent } from './public-content.ts';
import { seededRandom } from './random.ts';

export interface SeedOptions {
  mediaDir: string;
  publicOrigin: string;
  scale?: number;
  now?: Date;
}

/**
 * The demo content's version: 2 moved member documents out of the open media (members/, at
 * random names). A database seeded by an older version is seeded afresh (api/serve.ts), so
 * an old data directory does not keep serving member documents to anyone.
 */
export const SEED_VERSION = 2;

/** Whether the database already holds the demo content. */
export const isSeeded = (db: DatabaseSync) => memberStore(db).count() > 0;

/** The version of the demo content in `db` (1 for content seeded before versions). */
export const seedVersionOf = (db: DatabaseSync) =>
  contentStore(db).setting<number>('seedVersion') ?? 1;

/**
 * Fills an empty database with the demo content and writes its media files.
 *
 * Deliberately odd records, so the site's tolerant parsing and placeholders are exercised:
 * news nw0006 has a null coverImage, event ev0014 an empty one, album al0013 has no photos,
 * facility 'Prayer Room' (Others) has no items and 'Members Lounge' has the unknown type
 * 'Lounge', hall H-4 has an empty rent list, every ninth member has no photo, news tag
 * 'Heritage' has no stories, and food 'Fresh Lime' has no kitchenId. Script-injection
 * vectors (xss-vectors.ts) sit in news nw0003, the club history, the first domestic
 * affiliated club and the first Service facility item's rules.
 */
export async function seedDemoContent(db: DatabaseSync, options: SeedOptions): Promise<void> {
  const wanted = Math.floor(options.scale ?? 1);
  const scale = Number.isFinite(wanted) && wanted > 1 ? wanted : 1;
  const now = options.now ?? new Date();
  const random = seededRandom(2012);
  const mediaPath = `${options.publicOrigin.replace(/\/+$/, '')}/web/media/`;
  const publicPart = publicContent(random, scale, now);
  const membersPart = membersContent(scale, now);
  const members = memberRecords(random, scale);
  // One slow scrypt hash, shared by every demo account (they all use the demo password).
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  // Media first, database last: a start that fails half-way leaves an empty database, and
  // the next start seeds again (reusing the files already written).
  await renderPictures(options.mediaDir, allPictures());
  for (const { file, title } of [...publicPart.pdfs, ...membersPart.pdfs]) {
    const target = join(options.mediaDir, file);
    if (existsSync(target)) continue;
    writeWhole(
      target,
      simplePdf(title, ['Banyan Club, Dhaka', `Generated demo document: ${title}`]),
    );
  }
  const content = contentStore(db);
  transaction(db, () => {
    for (const part of [publicPart, membersPart]) {
      for (const [collection, documents] of Object.entries(part.collections))
        content.putAll(collection, documents);
      for (const [key, value] of Object.entries(part.settings)) content.putSetting(key, value);
    }
    const { foodMenu, deliveryZones } = orderingContent(mediaPath);
    content.putSetting('foodMenu', foodMenu);
    content.putSetting('deliveryZones', deliveryZones);
    content.putSetting('bookingRefData', BOOKING_REF_DATA);
    content.putSetting('seedVersion', SEED_VERSION);
    const store = memberStore(db);
    members.forEach((member, position) => {
      store.add(member, passwordHash, position);
      store.addBalance(member._id, {
        balance: random.int(0, 400) * 100,
        dues: random.int(0, 150) * 100,
        creditLimit: 100_000,
      });
    });
    seedBookings(db, random, now, members[0]!._id, members[1]!._id);
  });
}
