/**
 * The one DynamoDB table: key names and indexes, the single source for the CDK table
 * (lib/constructs/data.ts) and the local table (scripts/local/dynamodb.ts).
 * Every access pattern and the key it uses is listed in docs/access-patterns.md.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** Which access pattern the index serves. */
  serves: string;
}

export const INDEXES: readonly IndexDef[] = [
  {
    name: 'gsi1',
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    // Lookups by a secondary identity: agent/referral code → user, scheduled notifications by
    // due time (STATE#pending / due ISO), connections by user.
    serves: 'lookup by code, due scheduled items, connections of a user',
  },
];

export const LOCAL_TABLE_NAME = 'traccia-local';

/** The CreateTable input used locally; the CDK construct builds the same shape. */
export const createTableInput = (tableName: string) => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST' as const,
  AttributeDefinitions: [
    { AttributeName: TABLE_KEYS.partitionKey, AttributeType: 'S' as const },
    { AttributeName: TABLE_KEYS.sortKey, AttributeType: 'S' as const },
    ...INDEXES.flatMap((i) => [
      { AttributeName: i.partitionKey, AttributeType: 'S' as const },
      { AttributeName: i.sortKey, AttributeType: 'S' as const },
    ]),
  ],
  KeySchema: [
    { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
  ],
  GlobalSecondaryIndexes: INDEXES.map((i) => ({
    IndexName: i.name,
    KeySchema: [
      { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  })),
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' as const },
});
