import { connectionEntity } from '../entities/connection';

/** Connections live 2 h at most (API Gateway's own limit); TTL removes any left behind. */
const CONNECTION_TTL_S = 2 * 60 * 60;

export const saveConnection = async (userId: string, connectionId: string, now = new Date()) => {
  await connectionEntity()
    .put({ userId, connectionId, connectedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_S })
    .go();
};

export const removeConnection = async (connectionId: string): Promise<void> => {
  const found = await connectionEntity().query.byConnection({ connectionId }).go();
  await Promise.all(found.data.map((c) => connectionEntity().delete({ userId: c.userId, connectionId }).go()));
};

export const connectionsOf = async (userId: string): Promise<string[]> => {
  const found = await connectionEntity().query.byUser({ userId }).go();
  return found.data.map((c) => c.connectionId);
};
