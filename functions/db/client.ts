import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

let doc: DynamoDBDocumentClient | undefined;

/** One document client per process; locally it points at DynamoDB Local. */
export const documentClient = (): DynamoDBDocumentClient => {
  if (!doc) {
    const e = env();
    const raw = new DynamoDBClient({
      region: e.AWS_REGION,
      ...(e.DYNAMODB_ENDPOINT
        ? { endpoint: e.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  }
  return doc;
};

export const tableName = (): string => env().TABLE_NAME;
