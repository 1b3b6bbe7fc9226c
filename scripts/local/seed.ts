import { createHash, randomBytes } from 'node:crypto';
import { activeMissionEntity, missionEntity } from '../../functions/db/entities/mission';
import { clearMissionCache } from '../../functions/db/repos/missions';
import { loadProfile, chooseBase } from '../../functions/domain/me/me';
import { DAY_MS } from '../../functions/core/time';
import { ensureUser, type LocalCognito, type PoolIds } from './cognito';
import { missionClueEntity } from '../../functions/db/entities/gameplay';
import { seedClues } from './seed-clues';

/** Demo accounts of the local system (local only: they exist nowhere else). */
export const SEED_ACCOUNTS = [
  { email: 'admin@traccia.local', password: 'Admin2026!', name: 'Admin TRACCIA', groups: ['admin'] },
  { email: 'agente@traccia.local', password: 'Agente2026!', name: 'Agente Demo', groups: [] },
  { email: 'dev@traccia.local', password: 'Developer2026!', name: 'Developer Demo', groups: ['developer'] },
] as const;

export const DEMO_MISSION_ID = 'demo';

/** D15b: SHA-256(lat|lng|salt), published while the coordinates stay hidden. */
export const commitmentOf = (lat: number, lng: number, salt: string) =>
  createHash('sha256').update(`${lat}|${lng}|${salt}`).digest('hex');

/**
 * The demo mission: started two days before the first start (so it is running, week 1).
 * Created once; later starts keep it as it is.
 */
export const seedMission = async (now = new Date()): Promise<{ created: boolean; startsAt: string }> => {
  const existing = await missionEntity().get({ missionId: DEMO_MISSION_ID }).go();
  if (existing.data) {
    // Data kept from an older version may predate the clue pool: give it one.
    const pool = await missionClueEntity().query.byMission({ missionId: DEMO_MISSION_ID }).go({ limit: 1 });
    if (!pool.data.length) await missionClueEntity().put(seedClues().map((c) => ({ missionId: DEMO_MISSION_ID, ...c }))).go();
    return { created: false, startsAt: existing.data.startsAt };
  }
  const lat = 45.464211;
  const lng = 9.191383;
  const salt = randomBytes(16).toString('hex');
  const at = now.toISOString();
  const startsAt = new Date(now.getTime() - 2 * DAY_MS).toISOString();
  await missionEntity()
    .create({
      missionId: DEMO_MISSION_ID,
      code: 'MISSIONE-DEMO',
      title: 'Caccia al Tesoro Urbano',
      startsAt,
      durationDays: 30,
      totalClues: 200,
      winRadiusMeters: 50,
      finalShotAttempts: 5,
      finalShotCooldownHours: 12,
      finalShotFromWeek: 4,
      status: 'active',
      prize: {
        name: 'Supercar Rosso Corsa',
        description: 'Una supercar italiana, consegnata all\u2019agente che per primo individua il punto esatto.',
        images: ['/prize/supercar.svg'],
        city: 'Milano',
        country: 'Italia',
      },
      target: { lat, lng, salt },
      commitment: commitmentOf(lat, lng, salt),
      createdAt: at,
      updatedAt: at,
    })
    .go();
  await missionClueEntity().put(seedClues().map((c) => ({ missionId: DEMO_MISSION_ID, ...c }))).go();
  await activeMissionEntity().put({ app: 'APP', missionId: DEMO_MISSION_ID, updatedAt: at }).go();
  clearMissionCache();
  return { created: true, startsAt };
};

/** Seed accounts exist in the pool with their groups, a profile and the Base plan chosen. */
export const seedAccounts = async (cognito: LocalCognito, ids: PoolIds) => {
  for (const a of SEED_ACCOUNTS) {
    const sub = await ensureUser(cognito, ids, a);
    const auth = { userId: sub, roles: a.groups.filter((g) => g === 'admin' || g === 'developer') };
    await loadProfile(sub);
    await chooseBase(auth);
  }
};
