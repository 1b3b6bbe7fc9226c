import { ApiGatewayManagementApiClient, PostToConnectionCommand, GoneException } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from '../lib/env';

/** Sends to one WebSocket connection; `false` means the connection is gone (410). */
export interface ConnectionSender {
  post(connectionId: string, data: unknown): Promise<boolean>;
}

let client: ApiGatewayManagementApiClient | undefined;
const api = () => {
  if (!client) {
    const e = env();
    if (!e.WS_MANAGEMENT_ENDPOINT) throw new Error('WS_MANAGEMENT_ENDPOINT is not set');
    const local = e.STAGE === 'local';
    client = new ApiGatewayManagementApiClient({
      region: e.AWS_REGION,
      endpoint: e.WS_MANAGEMENT_ENDPOINT,
      ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
  }
  return client;
};

export const apiGatewayConnections: ConnectionSender = {
  async post(connectionId, data) {
    try {
      await api().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(data)) }));
      return true;
    } catch (e) {
      if (e instanceof GoneException || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) return false;
      throw e;
    }
  },
};
