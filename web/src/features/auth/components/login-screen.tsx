import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { isSystemError, loginErrorMessage, signInWithPassword } from '../../../lib/auth';
import { PublicPage } from '../../../components/layout/public-page';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { rememberPendingSignUp } from '../lib/pending-signup';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../auth.css';

export const LoginScreen = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verified = params.get('verification') === 'success';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(MSG.allFieldsRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await signInWithPassword(email.trim(), password);
      if (result === 'confirm_sign_up') {
        rememberPendingSignUp(email.trim(), password);
        navigate(`${paths.verification}?email=${encodeURIComponent(email.trim())}`);
        return;
      }
      toast.success(MSG.loginSuccess, { description: T.login.welcome });
      // The access gate on /home sends a player without a plan on to /choose-plan.
      navigate(paths.home, { replace: true });
    } catch (err) {
      if (isSystemError(err)) toast.error(MSG.systemErrorTitle, { description: MSG.genericError });
      else toast.error(MSG.loginErrorTitle, { description: loginErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
  };

  return (
    <PublicPage title={T.login.title} subtitle={T.login.subtitle}>
      {verified ? <p className="notice notice--success" role="status">{MSG.emailVerified}</p> : null}
      <form className="card form" onSubmit={onSubmit} noValidate>
        <TextField
          label={T.login.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => edit(setEmail)(e.target.value)}
        />
        <PasswordField
          label={T.login.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => edit(setPassword)(e.target.value)}
        />
        {error ? <p className="notice notice--error" role="alert">{error}</p> : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.login.submitting : T.login.submit}
        </button>
        <Link className="auth__aside" to={paths.resetPassword}>{T.login.forgot}</Link>
      </form>
      <div className="public__links">
        <Link className="btn btn--ghost btn--block" to={paths.register}>{T.login.register}</Link>
        <Link to={paths.landing}>{T.login.homepage}</Link>
      </div>
    </PublicPage>
  );
};
