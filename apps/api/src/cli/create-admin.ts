import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { upsertAdmin } from '../repositories/admin-users';
import { hashPassword } from '../services/passwords';
import path from 'node:path';

/** `npm run admin:create -- owner@example.com` asks for a password and creates (or resets) that admin. */
const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:create -- <email>   (the password is asked for, or read from ADMIN_PASSWORD)');
  process.exit(2);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password (at least 10 characters): ');
  rl.close();
}
if (password.length < 10) {
  console.error('The password must be at least 10 characters.');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await upsertAdmin(database.db, { email, name: email.split('@')[0]!, passwordHash: await hashPassword(password) });
await database.close();
console.log(`Admin ${email} can now log in at ${config.publicUrl}/admin`);
