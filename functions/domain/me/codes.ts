import { randomInt } from 'node:crypto';

// No 0/O/1/I: codes are read aloud and typed by players.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newAgentCode = (): string => `AG-${pick(6)}`;
export const newReferralCode = (): string => pick(8);
