import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { ADMIN_PASSWORD_MIN_LENGTH, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { setAdminPassword } from '../services/staff/admin-accounts';

/** `npm run admin:create -- owner@example.com` asks for a password and creates (or resets) that admin. */
const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:create -- <email>   (the password is asked for, or read from ADMIN_PASSWORD)');
  process.exit(2);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question(`Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `);
  rl.close();
}
if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
  console.error(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
const change = await setAdminPassword(database.db, { email, name: email.split('@')[0]!, password });
await database.close();
// A changed password has ended the admin's sessions: say so, as it logs out every open panel.
const note = change === 'changed' ? ' (its other sessions were ended)' : '';
console.log(`Admin ${email} can now log in at ${config.publicUrl}/admin${note}`);
