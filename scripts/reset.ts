import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from './local/system';

/** `npm run reset`: wipe the local data (DynamoDB, users, mailbox). The next start seeds again. */
const lock = path.join(DEFAULT_DATA_DIR, 'start.lock');
if (fs.existsSync(lock)) {
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  try {
    process.kill(pid, 0);
    console.error(`TRACCIA è in esecuzione (pid ${pid}): fermalo prima di cancellare i dati.`);
    process.exit(1);
  } catch {
    /* stale lock */
  }
}
fs.rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
console.log(`Dati locali cancellati (${DEFAULT_DATA_DIR}).`);
