import fs from 'node:fs';
import path from 'node:path';
import { startLocalSystem, portInUse, DEFAULT_DATA_DIR } from './local/system';
import { SEED_ACCOUNTS } from './local/seed';

/**
 * `npm start`: the whole TRACCIA system on this machine, no AWS account, no internet.
 * `--dev`: the same, with the Vite dev server (hot reload) on 5173 proxying to it.
 */
const t0 = Date.now();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const lockFile = path.join(DEFAULT_DATA_DIR, 'start.lock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const main = async () => {
  fs.mkdirSync(DEFAULT_DATA_DIR, { recursive: true });
  if (fs.existsSync(lockFile)) {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && alive(pid)) {
      console.error(`TRACCIA è già in esecuzione (pid ${pid}). Fermalo con Ctrl-C nel suo terminale prima di avviarne un altro.`);
      process.exit(1);
    }
  }
  if (await portInUse(port)) {
    console.error(`La porta ${port} è già occupata: un altro npm start o un altro programma. Usa PORT=<porta> npm start.`);
    process.exit(1);
  }
  fs.writeFileSync(lockFile, String(process.pid));

  const system = await startLocalSystem({
    port, dataDir: DEFAULT_DATA_DIR, dynamoPort: Number(process.env.DYNAMODB_PORT ?? port + 5000),
    log: (m) => console.error(m),
  });
  let vite: { close: () => Promise<void> } | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    const server = await createServer({ configFile: path.resolve('web/vite.config.ts') });
    await server.listen();
    vite = server;
  }

  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`
  TRACCIA locale pronto in ${secs} s
  App        ${system.baseUrl}${dev ? `   (hot reload: http://localhost:5173)` : ''}
  API        ${system.baseUrl}/api   (OpenAPI: ${system.baseUrl}/api/openapi.json)
  WebSocket  ${system.wsUrl}
  Posta      ${system.baseUrl}/_local/mail
  Dati       ${DEFAULT_DATA_DIR}   (npm run reset per cancellarli)

  Account demo:
${SEED_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.password.padEnd(16)} ${a.groups.join(', ') || 'giocatore'}`).join('\n')}

  Ctrl-C per fermare.`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nArresto in corso...');
    await vite?.close();
    await system.stop();
    fs.rmSync(lockFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  fs.rmSync(lockFile, { force: true });
  process.exit(1);
});
