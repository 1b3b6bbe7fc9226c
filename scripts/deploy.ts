import { execSync } from 'node:child_process';

/**
 * `npm run deploy -- <stage>`: builds the web app and deploys the stack of that stage.
 * Needs AWS credentials and a bootstrapped account/region (see README, "Deploy").
 */
const stage = process.argv[2] ?? process.env.STAGE ?? 'dev';
if (!/^(dev|prod)$/.test(stage)) {
  console.error(`Stage sconosciuto: ${stage} (dev o prod)`);
  process.exit(1);
}
const run = (cmd: string) => execSync(cmd, { stdio: 'inherit' });
run('npm run build:web');
run(`npx cdk deploy -c stage=${stage} --require-approval ${stage === 'prod' ? 'broadening' : 'never'}`);
