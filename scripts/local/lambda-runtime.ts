import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { FUNCTIONS_DIR } from './paths';

type Handler = (event: unknown, context: Context) => Promise<unknown>;
const cache = new Map<string, Promise<Handler>>();

/** Loads `functions/<module>.ts` once, as Lambda keeps a module warm between invocations. */
export const loadHandler = (module: string): Promise<Handler> => {
  let h = cache.get(module);
  if (!h) {
    h = import(pathToFileURL(path.join(FUNCTIONS_DIR, `${module}.ts`)).href).then((m) => {
      if (typeof m.handler !== 'function') throw new Error(`functions/${module}.ts exports no handler`);
      return m.handler as Handler;
    });
    cache.set(module, h);
  }
  return h;
};

/** A Lambda context as AWS passes it, with a working remaining-time clock. */
// 29 s: API Gateway's own integration limit. Local emulators on a shared 2-core machine are slower
// than Lambda, so the cloud's 10 s function timeout would fail requests that are merely queued.
export const lambdaContext = (module: string, timeoutMs = 29_000): Context => {
  const deadline = Date.now() + timeoutMs;
  const name = `traccia-local-${module.replace(/\//g, '-')}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

export const invoke = async (module: string, event: unknown, timeoutMs?: number): Promise<unknown> =>
  (await loadHandler(module))(event, lambdaContext(module, timeoutMs));
