import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../functions/core/password';
import { parseGroups } from '../../functions/lib/auth';

describe('password policy (D18)', () => {
  it.each([
    ['', 'La password è obbligatoria'],
    ['Ab1', 'La password deve contenere almeno 8 caratteri'],
    ['abcdefgh1', 'La password deve contenere almeno una lettera maiuscola, una minuscola e un numero'],
    ['ABCDEFGH1', 'La password deve contenere almeno una lettera maiuscola, una minuscola e un numero'],
    ['Abcdefghi', 'La password deve contenere almeno una lettera maiuscola, una minuscola e un numero'],
  ])('refuses %j with the catalogue message', (pw, msg) => {
    expect(passwordProblem(pw)).toBe(msg);
  });

  it('accepts 8+ characters with upper, lower and a digit', () => {
    expect(passwordProblem('Agente2026')).toBeNull();
  });
});

describe('groups from the token', () => {
  it('reads API Gateway’s flattened form and a real array, keeping only known groups', () => {
    expect(parseGroups('[admin developer]')).toEqual(['admin', 'developer']);
    expect(parseGroups(['developer', 'hackers'])).toEqual(['developer']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('[]')).toEqual([]);
  });
});
