import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import middy from '@middy/core';
import { apiGatewayConnections } from '../adapters/connections';
import { removeConnection } from '../db/repos/connections';

/** Any message: answer `{type:"pong"}` so the client can tell a live socket from a dead one. */
export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>().handler(async (event) => {
  const id = event.requestContext.connectionId;
  const alive = await apiGatewayConnections.post(id, { type: 'pong', at: new Date().toISOString() });
  if (!alive) await removeConnection(id);
  return { statusCode: 200 };
});
