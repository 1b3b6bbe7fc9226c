import { type App, Tags } from 'aws-cdk-lib';
import { DEFAULT_REGION, isStage, STAGES, stageConfig } from './config';
import { TracciaStack } from './stacks/traccia-stack';

/**
 * Builds the stage named by the context: `-c stage=dev|prod` (dev when omitted). `-c bundle=false`
 * swaps the esbuild bundles for placeholder code and exists only for the infra tests, which call
 * this with `new App({ context })` exactly as the CLI does through bin/app.ts.
 */
/**
 * The region is a project decision (players are in Italy), not whatever the deployer's profile
 * says: `-c region=...` or eu-south-1. CDK_DEFAULT_REGION is not used because the CLI always
 * fills it (us-east-1 when nothing is configured). A literal region keeps ARNs, the issuer and
 * the CSP literal; the account stays unresolved when there are no credentials, so synth is offline.
 */
const regionOf = (app: App): string => {
  const region: unknown = app.node.tryGetContext('region');
  return typeof region === 'string' && region ? region : DEFAULT_REGION;
};

export const buildTraccia = (app: App): TracciaStack => {
  const stage: unknown = app.node.tryGetContext('stage') ?? 'dev';
  if (!isStage(stage)) throw new Error(`Unknown stage '${String(stage)}': use one of ${STAGES.join(', ')}`);

  const alarmEmail: unknown = app.node.tryGetContext('alarmEmail');
  const config = stageConfig(stage, typeof alarmEmail === 'string' && alarmEmail ? { alarmEmail } : {});

  const stack = new TracciaStack(app, `Traccia-${stage}`, {
    config,
    bundle: String(app.node.tryGetContext('bundle') ?? 'true') !== 'false',
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: regionOf(app) },
    description: `TRACCIA treasure hunt (${stage})`,
    terminationProtection: config.deletionProtection,
  });
  Tags.of(stack).add('project', 'traccia');
  Tags.of(stack).add('stage', stage);
  return stack;
};
