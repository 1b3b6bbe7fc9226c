/** Pure time helpers shared by server and web. All instants are ISO strings in UTC. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** UTC calendar day, e.g. 2026-11-22: the BUZZ daily counter is keyed on it (spec 02 §9). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
