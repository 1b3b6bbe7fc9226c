import { registerPurpose } from '../payments/purposes';
import { txPut, txUpdate } from '../../db/tx';
import { missionClueEntity, missionStatusEntity, ownedClueEntity } from '../../db/entities/gameplay';
import { buzzActionEntity, buzzDayEntity } from '../../db/entities/buzz';
import { mapAreaEntity, generationKey } from '../../db/entities/map-area';

export interface BuzzParams { missionId: string; day: string; pressNumber: number; clueId: string }

/**
 * What a paid BUZZ buys (D9): the clue chosen at the press, held once (a concurrent grant of the
 * same clue makes the condition fail and the payment service refunds), the counters, the log.
 * Written in the same transaction that marks the payment applied.
 */
registerPurpose('buzz', {
  // A press that ends without its clue (declined, refunded, its payment page expired) gives its
  // number back, so the day's count and price follow the presses that were paid.
  released({ userId, params }) {
    const p = params as BuzzParams;
    return [txUpdate(buzzDayEntity().patch({ userId, missionId: p.missionId, day: p.day }).add({ count: -1 }).params())];
  },
  async effect({ userId, paymentId, amountCents, params, now }) {
    const p = params as BuzzParams;
    const clue = (await missionClueEntity().get({ missionId: p.missionId, clueId: p.clueId }).go()).data;
    if (!clue) throw new Error(`clue ${p.clueId} missing from mission ${p.missionId}`);
    return [
      txPut(ownedClueEntity().create({
        userId, missionId: p.missionId, clueId: p.clueId, acquiredAt: now, source: 'buzz', week: clue.week, tier: clue.tier,
        type: clue.type, title: clue.title, text: clue.text, costCents: amountCents,
      }).params()),
      txUpdate(missionStatusEntity().patch({ userId, missionId: p.missionId }).add({ cluesFound: 1, buzzTotal: 1 }).params()),
      txPut(buzzActionEntity().create({
        userId, missionId: p.missionId, paymentId, day: p.day, pressNumber: p.pressNumber, costCents: amountCents,
        clueId: p.clueId, createdAt: now,
      }).params()),
    ];
  },
});

export interface MapParams { missionId: string; generation: number; lat: number; lng: number; radiusKm: number; week: number }

/**
 * What a paid BUZZ MAPPA buys (D10): the area of generation n, once; the generation counter moves
 * from n-1 to n in the same write, so two parallel purchases cannot both be generation n (the
 * loser is refunded by the payment service).
 */
registerPurpose('buzz_map', {
  effect({ userId, paymentId, params, now }) {
    const p = params as MapParams;
    return [
      txPut(mapAreaEntity().create({
        userId, missionId: p.missionId, generation: generationKey(p.generation), lat: p.lat, lng: p.lng,
        radiusKm: p.radiusKm, week: p.week, paymentId, createdAt: now,
      }).params()),
      txUpdate(missionStatusEntity().patch({ userId, missionId: p.missionId }).add({ mapGenerations: 1 })
        .where((a, op) => op.eq(a.mapGenerations, p.generation - 1)).params()),
    ];
  },
});

