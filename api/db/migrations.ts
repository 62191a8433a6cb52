/**
 * The schema, one migration a step; `PRAGMA user_version` records how many have run.
 * Public content is stored as JSON documents per collection (the provider's shapes);
 * members, auth, bookings and orders have tables of their own because the server reasons
 * over them (availability, throttling, ownership).
 */
export const migrations: readonly string[] = [
  `CREATE TABLE content (
     collection TEXT NOT NULL,
     id TEXT NOT NULL,
     position INTEGER NOT NULL,
     body TEXT NOT NULL,
     PRIMARY KEY (collection, id)
   );
   CREATE TABLE settings (key TEXT PRIMARY KEY, body TEXT NOT NULL);
   CREATE TABLE members (
     id TEXT PRIMARY KEY,
     ac_no TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     position INTEGER NOT NULL,
     body TEXT NOT NULL
   );
   CREATE TABLE tokens (
     hash TEXT PRIMARY KEY,
     member_id TEXT NOT NULL REFERENCES members(id),
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE otp_codes (
     id INTEGER PRIMARY KEY,
     member_id TEXT NOT NULL REFERENCES members(id),
     code_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     wrong_tries INTEGER NOT NULL DEFAULT 0,
     spent INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE login_failures (subject TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX login_failures_subject ON login_failures (subject, at);
   CREATE TABLE rooms (
     id TEXT PRIMARY KEY,
     booking_type TEXT NOT NULL,
     title TEXT NOT NULL,
     room_no TEXT NOT NULL,
     rent TEXT NOT NULL
   );
   CREATE TABLE addons (id TEXT PRIMARY KEY, title TEXT NOT NULL, price INTEGER NOT NULL);
   CREATE TABLE bookings (
     id TEXT PRIMARY KEY,
     ref_id TEXT NOT NULL UNIQUE,
     member_id TEXT NOT NULL REFERENCES members(id),
     booking_type TEXT NOT NULL,
     room_id TEXT NOT NULL REFERENCES rooms(id),
     booking_date TEXT NOT NULL,
     shift TEXT NOT NULL,
     purpose TEXT NOT NULL,
     guests INTEGER NOT NULL,
     food_for_person INTEGER NOT NULL DEFAULT 0,
     payment_mode TEXT NOT NULL,
     addon_ids TEXT NOT NULL,
     room_rent INTEGER NOT NULL,
     addon_total INTEGER NOT NULL,
     discount INTEGER NOT NULL DEFAULT 0,
     advance INTEGER NOT NULL DEFAULT 0,
     paid INTEGER NOT NULL DEFAULT 0,
     is_confirmed INTEGER NOT NULL DEFAULT 0,
     is_cancelled INTEGER NOT NULL DEFAULT 0,
     cancellation_reason TEXT,
     cancellation_charge INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   );
   CREATE INDEX bookings_slot ON bookings (room_id, booking_date);
   CREATE INDEX bookings_member ON bookings (member_id, created_at);
   CREATE TABLE balances (
     member_id TEXT PRIMARY KEY REFERENCES members(id),
     balance INTEGER NOT NULL,
     dues INTEGER NOT NULL,
     credit_limit INTEGER NOT NULL
   );
   CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL,
     full_name TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE kiosk_sessions (token TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
   CREATE TABLE food_orders (
     id INTEGER PRIMARY KEY,
     member_id TEXT NOT NULL,
     kitchen_id TEXT NOT NULL,
     location_id TEXT NOT NULL,
     table_id TEXT NOT NULL,
     payload TEXT NOT NULL,
     created_by TEXT NOT NULL,
     created_at TEXT NOT NULL
   );`,
  // Sign-in throttles and every other counted attempt in one table (see api/auth/limits.ts);
  // a member's tokens are found by member (revoked on a password change).
  `DROP TABLE login_failures;
   CREATE TABLE attempts (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     subject TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX attempts_subject ON attempts (kind, subject, at);
   CREATE INDEX attempts_at ON attempts (at);
   CREATE INDEX tokens_member ON tokens (member_id);`,
];
