import path from 'node:path';
import fs from 'node:fs';
import { build } from 'esbuild';
import { lambdaEntries } from './lambda-entries';

/**
 * Bundles every Lambda the way the CDK AppFunction does (ESM, minified, Node 22, AWS SDK v3
 * provided by the runtime) into dist/functions/<handler>/index.mjs, and prints each size.
 * The stack bundles again at synth; this build exists to measure and to inspect bundles.
 */
export const bundleAll = async (outRoot = path.resolve('dist/functions')) => {
  fs.rmSync(outRoot, { recursive: true, force: true });
  const sizes: { handler: string; bytes: number }[] = [];
  for (const handler of lambdaEntries()) {
    const outfile = path.join(outRoot, handler, 'index.mjs');
    await build({
      entryPoints: [path.resolve('functions', `${handler}.ts`)],
      bundle: true, minify: true, platform: 'node', target: 'node22', format: 'esm', outfile,
      external: ['@aws-sdk/*'], legalComments: 'none', logLevel: 'error',
      banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    });
    sizes.push({ handler, bytes: fs.statSync(outfile).size });
  }
  return sizes;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await bundleAll();
  for (const s of sizes) console.log(`${(s.bytes / 1024).toFixed(1).padStart(8)} KB  ${s.handler}`);
}
