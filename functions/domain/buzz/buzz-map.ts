import { buzzMapPriceCents, buzzMapRadiusKm } from '../../core/gameplay';
import { areaCentreAround } from '../../core/geo';
import { currentWeek, missionState } from '../../core/mission-rules';
import type { AuthContext } from '../../lib/auth';
import { conflict } from '../../lib/errors';
import { mapAreaEntity, generationKey } from '../../db/entities/map-area';
import { paymentEntity } from '../../db/entities/billing';
import { startPayment } from '../payments/payments';
import { requireAccess } from '../mission/access';
import { requireMission } from '../mission/mission';
import { ensureStatus } from '../mission/gameplay';
import { BUZZ_MESSAGES } from './buzz';

import { type MapParams } from './purpose';

const areaView = (a: { generation: string; lat: number; lng: number; radiusKm: number; week: number; createdAt: string }) => ({
  generation: Number(a.generation), lat: a.lat, lng: a.lng, radiusKm: a.radiusKm, week: a.week, createdAt: a.createdAt,
});

/** GET /api/map-areas: the player's areas of the current mission, oldest first, and the next price. */
export const listAreas = async (auth: AuthContext, now = new Date()) => {
  await requireAccess(auth, now);
  const mission = await requireMission();
  const [areas, status] = await Promise.all([
    mapAreaEntity().query.byUser({ userId: auth.userId }).begins({ missionId: mission.missionId }).go({ pages: 'all' }),
    ensureStatus(auth.userId, mission.missionId, now),
  ]);
  const generation = status.mapGenerations + 1;
  return {
    areas: areas.data.map(areaView),
    next: { priceCents: buzzMapPriceCents(status.cluesFound), radiusKm: buzzMapRadiusKm(generation), generation, cluesOwned: status.cluesFound },
  };
};

/** POST /api/buzz-map: priced by clues owned, the centre placed at random with the prize inside. */
export const buyArea = async (auth: AuthContext, idempotencyKey: string, now = new Date()) => {
  await requireAccess(auth, now);
  const mission = await requireMission();
  if (missionState(mission, now) === 'SCADUTA') throw conflict(BUZZ_MESSAGES.missionClosed, 'MISSION_CLOSED');
  const status = await ensureStatus(auth.userId, mission.missionId, now);
  const generation = status.mapGenerations + 1;
  const radiusKm = buzzMapRadiusKm(generation);
  const centre = areaCentreAround({ lat: mission.target.lat, lng: mission.target.lng }, radiusKm * 1000);
  const params: MapParams = { missionId: mission.missionId, generation, lat: centre.lat, lng: centre.lng, radiusKm, week: currentWeek(mission, now) };
  const payment = await startPayment({
    userId: auth.userId, purpose: 'buzz_map', amountCents: buzzMapPriceCents(status.cluesFound),
    description: `BUZZ MAPPA #${generation}`, params, idempotencyKey, returnPath: '/map',
  });
  const stored = (await paymentEntity().get({ userId: auth.userId, paymentId: payment.id }).go({ consistent: true })).data!;
  const p = JSON.parse(stored.params ?? 'null') as MapParams;
  const area = stored.effectAppliedAt
    ? (await mapAreaEntity().get({ userId: auth.userId, missionId: p.missionId, generation: generationKey(p.generation) }).go()).data
    : null;
  return {
    paymentId: payment.id, status: stored.status, url: stored.status === 'requires_action' ? (stored.checkoutUrl ?? null) : null,
    amountCents: stored.amountCents, area: area ? areaView(area) : null,
  };
};
