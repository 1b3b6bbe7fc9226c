import { MSG } from '../../../i18n/it';

/** Registration, reset and change share one password rule (spec 01 §5, D18). */
export const PASSWORD_MIN = 8;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailError = (email: string): string | null => {
  const v = email.trim();
  if (!v) return MSG.emailRequired;
  if (!EMAIL_RE.test(v)) return MSG.emailInvalid;
  return null;
};

export const passwordError = (password: string): string | null => {
  if (!password) return MSG.passwordRequired;
  if (password.length < PASSWORD_MIN) return MSG.passwordMin;
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) return MSG.passwordComplexity;
  return null;
};

export const confirmError = (password: string, confirm: string): string | null => {
  if (!confirm) return MSG.confirmRequired;
  if (confirm !== password) return MSG.passwordsDiffer;
  return null;
};

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

/** One message per field, the first rule that fails, in the spec's order. */
export const validateRegistration = (v: RegistrationValues): RegistrationErrors => {
  const errors: RegistrationErrors = {};
  if (!v.name.trim()) errors.name = MSG.nameRequired;
  const email = emailError(v.email);
  if (email) errors.email = email;
  const password = passwordError(v.password);
  if (password) errors.password = password;
  const confirm = confirmError(v.password, v.confirm);
  if (confirm) errors.confirm = confirm;
  return errors;
};
