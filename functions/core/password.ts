import { MSG } from './messages';

/** D18: 8+ characters with upper case, lower case and a digit (registration, change, reset). */
export const PASSWORD_MIN = 8;

export const passwordProblem = (pw: string): string | null => {
  if (!pw) return MSG.passwordRequired;
  if (pw.length < PASSWORD_MIN) return MSG.passwordMin;
  if (!/[A-Z]/.test(pw) || !/[a-z]/.test(pw) || !/\d/.test(pw)) return MSG.passwordComplexity;
  return null;
};

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
