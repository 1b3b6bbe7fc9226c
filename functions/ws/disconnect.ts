import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import middy from '@middy/core';
import { removeConnection } from '../db/repos/connections';

export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>().handler(async (event) => {
  await removeConnection(event.requestContext.connectionId);
  return { statusCode: 200, body: 'Disconnected' };
});
