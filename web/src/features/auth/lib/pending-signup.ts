/**
 * Between registration and the e-mailed code the password is kept in memory only (never in
 * storage), so the player is signed in right after verifying. A reload forgets it: the player
 * then signs in by hand (/login?verification=success).
 */
let pending: { email: string; password: string } | null = null;

const norm = (email: string) => email.trim().toLowerCase();

export const rememberPendingSignUp = (email: string, password: string): void => {
  pending = { email: norm(email), password };
};

/** Returns the password for this e-mail once, and forgets it. */
export const takePendingPassword = (email: string): string | null => {
  if (!pending || pending.email !== norm(email)) return null;
  const { password } = pending;
  pending = null;
  return password;
};

export const forgetPendingSignUp = (): void => {
  pending = null;
};
