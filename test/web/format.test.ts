import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatCountdown, formatDateTime, formatEuro } from '../../web/src/lib/format';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('gate countdown (days+hours, hours+minutes, or minutes)', () => {
  it.each([
    [3 * DAY + 4 * HOUR + 59 * MIN, '3 giorni e 4 ore'],
    [1 * DAY + 1 * HOUR, '1 giorno e 1 ora'],
    [1 * DAY, '1 giorno e 0 ore'],
    [23 * HOUR + 59 * MIN, '23 ore e 59 minuti'],
    [1 * HOUR + 1 * MIN, '1 ora e 1 minuto'],
    [59 * MIN, '59 minuti'],
    [61_000, '2 minuti'],
    [30_000, '1 minuto'],
    [0, '0 minuti'],
    [-5_000, '0 minuti'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('unread badge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i → %s', (n, text) => expect(formatBadgeCount(n)).toBe(text));
});

describe('Italian formats', () => {
  it('shows instants in Rome time, it-IT', () => {
    expect(formatDateTime('2026-12-24T23:30:00.000Z')).toBe('venerdì 25 dicembre 2026 alle ore 00:30');
  });

  it('writes plan prices with a comma', () => {
    expect(formatEuro(399)).toBe('€3,99');
    expect(formatEuro(2999)).toBe('€29,99');
  });
});
