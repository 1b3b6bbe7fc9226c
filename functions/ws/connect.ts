import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import middy from '@middy/core';
import { verifyAccessToken } from '../lib/verifier';
import { saveConnection } from '../db/repos/connections';
import { logger } from '../lib/logger';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

/**
 * $connect: the browser passes its access token as `?token=` (browsers cannot set headers on a
 * WebSocket). A missing or invalid token rejects the connection with 401.
 */
export const handler = middy<ConnectEvent, APIGatewayProxyResultV2>().handler(async (event) => {
  const token = event.queryStringParameters?.token;
  if (!token) return { statusCode: 401, body: 'Unauthorized' };
  let userId: string;
  try {
    userId = (await verifyAccessToken(token)).sub;
  } catch {
    return { statusCode: 401, body: 'Unauthorized' };
  }
  await saveConnection(userId, event.requestContext.connectionId);
  logger.info('ws connected', { connectionId: event.requestContext.connectionId });
  return { statusCode: 200, body: 'Connected' };
});
