import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buzzMapPriceCents, buzzMapRadiusKm, buzzPriceCents, prizeVisibility, tierSees } from '../../functions/core/gameplay';
import { areaCentreAround, compassIt, haversineMeters, bearing, destination } from '../../functions/core/geo';

describe('BUZZ price by press of the day (D9)', () => {
  it.each([
    [1, 199], [10, 199], [11, 399], [20, 399], [21, 599], [30, 599], [31, 799], [40, 799], [41, 999], [50, 999],
  ])('press %i costs %i cents', (press, cents) => expect(buzzPriceCents(press)).toBe(cents));

  it('refuses the 51st press of a day', () => {
    expect(buzzPriceCents(51)).toBeNull();
    expect(buzzPriceCents(0)).toBeNull();
  });
});

describe('BUZZ MAPPA (D10)', () => {
  it.each([[0, 799], [10, 799], [11, 999], [20, 999], [21, 1399], [30, 1399], [31, 1999], [40, 1999], [41, 2999], [200, 2999]])(
    'with %i clues owned costs %i cents', (owned, cents) => expect(buzzMapPriceCents(owned)).toBe(cents));

  it('shrinks the radius 5 % a generation from 100 km down to 5 km', () => {
    expect(buzzMapRadiusKm(1)).toBe(100);
    expect(buzzMapRadiusKm(2)).toBeCloseTo(95, 10);
    expect(buzzMapRadiusKm(3)).toBeCloseTo(90.25, 10);
    expect(buzzMapRadiusKm(59)).toBeCloseTo(100 * 0.95 ** 58, 10);
    expect(buzzMapRadiusKm(60)).toBe(5);
    expect(buzzMapRadiusKm(500)).toBe(5);
  });

  it('keeps the prize inside every generated area', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }), fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        fc.integer({ min: 1, max: 120 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (lat, lng, generation, r1, r2) => {
          const prize = { lat, lng };
          const radiusM = buzzMapRadiusKm(generation) * 1000;
          const seq = [r1, r2];
          const centre = areaCentreAround(prize, radiusM, () => seq.shift()!);
          return haversineMeters(centre, prize) <= radiusM;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('geo', () => {
  it('measures Milan–Rome at about 477 km', () => {
    expect(haversineMeters({ lat: 45.4642, lng: 9.19 }, { lat: 41.9028, lng: 12.4964 }) / 1000).toBeCloseTo(477, 0);
  });

  it('names the 8 Italian compass points', () => {
    const o = { lat: 45, lng: 9 };
    expect(compassIt(bearing(o, destination(o, 1000, 0)))).toBe('Nord');
    expect(compassIt(bearing(o, destination(o, 1000, 90)))).toBe('Est');
    expect(compassIt(bearing(o, destination(o, 1000, 225)))).toBe('Sud-Ovest');
    expect(compassIt(bearing(o, destination(o, 1000, 315)))).toBe('Nord-Ovest');
    expect(compassIt(359)).toBe('Nord');
  });
});

describe('prize visibility (spec 02 §4)', () => {
  const v = (cluesFound: number, progress: number, daysRemaining = 20) => prizeVisibility({ cluesFound, totalClues: 200, progress, daysRemaining }).state;
  it('follows the score thresholds', () => {
    expect(v(0, 0)).toBe('locked');
    expect(v(99, 0)).toBe('locked'); // 49.5 % × 0.4 = 19.8
    expect(v(100, 0)).toBe('partial'); // 20
    expect(v(174, 0)).toBe('partial'); // 34.8
    expect(v(175, 0)).toBe('near'); // 35
    expect(v(90, 100)).toBe('partial'); // 18 + 5 = 23
    expect(v(160, 100)).toBe('near'); // 32 + 5 = 37
  });
  it('unlocks in the last 3 days whatever the score', () => {
    expect(v(0, 0, 3)).toBe('unlocked');
    expect(v(0, 0, 4)).toBe('locked');
  });
});

describe('tiers see their own and lower tiers’ clues (D14)', () => {
  it('lets Gold see Base, Silver and Gold but not Black', () => {
    expect(tierSees('gold', 'base')).toBe(true);
    expect(tierSees('gold', 'gold')).toBe(true);
    expect(tierSees('gold', 'black')).toBe(false);
    expect(tierSees('base', 'silver')).toBe(false);
  });
});
