import type { EntityItem } from 'electrodb';
import { ALL_PLAYER_SHARDS, profileEntity } from '../../db/entities/profile';

export type PlayerProfile = EntityItem<ReturnType<typeof profileEntity>>;

/**
 * Walks the player directory (gsi1 PLAYERS#<shard>, projection ALL: the profile itself, so tier
 * and preferences come with it) page by page. Jobs only: a request path never walks players.
 */
export async function* playersOfShard(shard: string, pageSize = 100): AsyncGenerator<PlayerProfile[]> {
  let cursor: string | null = null;
  do {
    const out: { data: PlayerProfile[]; cursor: string | null } = await profileEntity()
      .query.players({ playerShard: shard })
      .go({ cursor, limit: pageSize });
    if (out.data.length) yield out.data;
    cursor = out.cursor;
  } while (cursor);
}

export async function* allPlayers(pageSize = 100): AsyncGenerator<PlayerProfile[]> {
  for (const shard of ALL_PLAYER_SHARDS) yield* playersOfShard(shard, pageSize);
}

/** Runs `fn` over items with at most `limit` in flight. */
export const mapLimit = async <T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
};
