import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { bundleAll } from '../build-functions';
import { startLocalSystem, freePort } from '../local/system';
import { SEED_ACCOUNTS } from '../local/seed';
import { WEB_DIST } from '../local/paths';

/**
 * `npm run bench`: prints the figures of ARCHITECTURE §6. Nothing here asserts a time: the
 * machines are shared and noisy, so the numbers are for reading and comparing.
 */
const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const lambdaSizes = async () => {
  console.log('\n# Lambda bundles (minified, budget 250 KB each)');
  for (const s of await bundleAll()) console.log(`${KB(s.bytes).padStart(10)}  ${s.bytes > 250 * 1024 ? 'OVER ' : 'ok   '} ${s.handler}`);
};

const webSizes = () => {
  console.log('\n# Web bundle (budget: entry JS 170 KB gzip)');
  const index = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(index)) return console.log('  web/dist missing: run npm run build:web');
  const html = fs.readFileSync(index, 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  let total = 0;
  for (const e of entries) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(WEB_DIST, e))).length;
    total += gz;
    console.log(`${KB(gz).padStart(10)} gzip  ${e}`);
  }
  console.log(`${KB(total).padStart(10)} gzip  entry total (script + modulepreload)`);
  const assets = fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const all = assets.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(WEB_DIST, 'assets', f))).length, 0);
  console.log(`${KB(all).padStart(10)} gzip  all JS chunks (${assets.length})`);
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const load = async (name: string, url: string, headers: Record<string, string>, clients: number, total: number) => {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < total) {
      next++;
      const s = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      times.push(performance.now() - s);
    }
  }));
  const secs = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(18)} n=${total} c=${clients}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ` +
    `p99 ${percentile(times, 99).toFixed(1)} ms  ${(total / secs).toFixed(0)} req/s  errors ${errors}`,
  );
};

const apiLatency = async () => {
  console.log('\n# Local API latency (budget p99 < 50 ms at 50 concurrent clients on 2 cores)');
  const system = await startLocalSystem({ port: await freePort(), dataDir: null, webDist: null, schedules: false });
  try {
    const player = SEED_ACCOUNTS[1];
    const auth = await system.cognito.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH', ClientId: system.ids.userPoolClientId,
      AuthParameters: { USERNAME: player.email, PASSWORD: player.password },
    });
    const headers = { authorization: `Bearer ${auth.AuthenticationResult.AccessToken}` };
    await load('warm-up', `${system.baseUrl}/api/me`, headers, 10, 200);
    await load('GET /api/health', `${system.baseUrl}/api/health`, {}, 50, 2000);
    await load('GET /api/me', `${system.baseUrl}/api/me`, headers, 50, 2000);
  } finally {
    await system.stop();
  }
};

await lambdaSizes();
webSizes();
await apiLatency();
