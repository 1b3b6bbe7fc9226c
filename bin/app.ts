import { App } from 'aws-cdk-lib';
import { buildTraccia } from '../lib/app';

// One stack per stage: npx cdk synth|deploy -c stage=dev|prod
buildTraccia(new App());
