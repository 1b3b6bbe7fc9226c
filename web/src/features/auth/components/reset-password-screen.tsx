import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authErrorMessage, confirmPasswordReset, requestPasswordReset } from '../../../lib/auth';
import { PublicPage } from '../../../components/layout/public-page';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { confirmError, emailError, passwordError } from '../lib/validation';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../auth.css';

type Errors = Partial<Record<'email' | 'code' | 'password' | 'confirm', string>>;

/** Step 1: e-mail → code sent. Step 2: code + new password (registration rules) → /login. */
export const ResetPasswordScreen = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [values, setValues] = useState({ email: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const field = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });

  const onRequest = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(values.email);
    if (problem) {
      setErrors({ email: problem });
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(values.email.trim());
      setStep('confirm');
    } catch (err) {
      toast.error(authErrorMessage(err, MSG.genericError));
    } finally {
      setBusy(false);
    }
  };

  const onConfirm = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!values.code.trim()) found.code = T.reset.codeRequired;
    const pw = passwordError(values.password);
    if (pw) found.password = pw;
    const cf = confirmError(values.password, values.confirm);
    if (cf) found.confirm = cf;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await confirmPasswordReset(values.email.trim(), values.code.trim(), values.password);
      toast.success(T.reset.done);
      navigate(paths.login, { replace: true });
    } catch (err) {
      toast.error(authErrorMessage(err, MSG.genericError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={T.reset.title} subtitle={step === 'request' ? T.reset.step1 : T.reset.step2}>
      {step === 'request' ? (
        <form className="card form" onSubmit={onRequest} noValidate>
          <TextField label={T.reset.email} type="email" name="email" autoComplete="email" {...field('email')} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? T.reset.sending : T.reset.send}
          </button>
        </form>
      ) : (
        <form className="card form" onSubmit={onConfirm} noValidate>
          <TextField label={T.reset.code} name="code" inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
          <PasswordField label={T.reset.newPassword} name="new-password" autoComplete="new-password" hint={T.register.passwordHint} {...field('password')} />
          <PasswordField label={T.reset.confirm} name="confirm-password" autoComplete="new-password" {...field('confirm')} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? T.reset.submitting : T.reset.submit}
          </button>
        </form>
      )}
      <p className="public__links">
        <Link to={paths.login}>{T.reset.toLogin}</Link>
      </p>
    </PublicPage>
  );
};
