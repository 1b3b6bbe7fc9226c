import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { ROUTES, STREAM_CONSUMERS, TOPIC_CONSUMERS, WS_ROUTES, type Uses } from '../../functions/core/routes';
import { SCHEDULES } from '../../functions/core/schedules';
import { buildTraccia } from '../../lib/app';
import type { TracciaStack } from '../../lib/stacks/traccia-stack';

/** Synthesized CloudFormation is untyped JSON; tests read it with property paths. */
export type Cfn = any;

/** Synthesizes a stage the way `cdk synth -c stage=... -c bundle=false` does, without esbuild. */
export const synthStage = (stage: 'dev' | 'prod'): { stack: TracciaStack; template: Template } => {
  const stack = buildTraccia(new App({ context: { stage, bundle: 'false' } }));
  return { stack, template: Template.fromStack(stack) };
};

/** Every function the tables declare, with what it may touch. */
export const FUNCTION_DEFS: { handler: string; uses: readonly Uses[] }[] = [
  ...ROUTES,
  ...WS_ROUTES,
  ...STREAM_CONSUMERS,
  ...TOPIC_CONSUMERS,
  ...SCHEDULES,
];

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

/** All IAM actions in the inline policies attached to a function's role. */
export const roleActions = (template: Template, stack: Stack, fn: lambda.IFunction): string[] => {
  const role = fn.role;
  if (!role) throw new Error('function has no role');
  const roleId = stack.getLogicalId(role.node.defaultChild as iam.CfnRole);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement)
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
};

/** The CloudFormation properties of a function built by the stack. */
export const functionProps = (template: Template, stack: Stack, fn: lambda.IFunction): Cfn => {
  const id = stack.getLogicalId(fn.node.defaultChild as lambda.CfnFunction);
  const res = template.toJSON().Resources[id] as { Properties: Cfn } | undefined;
  if (!res) throw new Error(`function ${id} not in template`);
  return res.Properties;
};

/** The environment variables of a function built by the stack. */
export const envOf = (template: Template, stack: Stack, fn: lambda.IFunction): Record<string, Cfn> =>
  functionProps(template, stack, fn).Environment.Variables;

/** CloudWatch/EventBridge spelling of a period, written independently of CDK's Schedule. */
export const rateExpression = (minutes: number): string => {
  const unit = (n: number, word: string) => `rate(${n} ${word}${n === 1 ? '' : 's'})`;
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
};
