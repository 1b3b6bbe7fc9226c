import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  authErrorMessage,
  confirmRegistration,
  resendRegistrationCode,
  signInWithPassword,
} from '../../../lib/auth';
import { PublicPage } from '../../../components/layout/public-page';
import { TextField } from '../../../components/ui/text-field';
import { takePendingPassword } from '../lib/pending-signup';
import { emailError } from '../lib/validation';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../auth.css';

const errorName = (err: unknown) => (err instanceof Error ? err.name : '');

/** The e-mailed code confirms the account; with the password still in memory we sign in too. */
export const VerificationScreen = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromQuery = params.get('email') ?? '';
  const [email, setEmail] = useState(fromQuery);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { email: emailError(email) ?? undefined, code: code.trim() ? undefined : T.verificationCodeRequired };
    setErrors(found);
    if (found.email || found.code) return;
    setBusy(true);
    const address = email.trim();
    try {
      try {
        await confirmRegistration(address, code.trim());
      } catch (err) {
        // Cognito refuses to confirm an already confirmed account: that is success for the player.
        if (errorName(err) !== 'NotAuthorizedException') throw err;
      }
      const password = takePendingPassword(address);
      if (!password) {
        navigate(`${paths.login}?verification=success`, { replace: true });
        return;
      }
      try {
        await signInWithPassword(address, password);
        navigate(paths.choosePlan, { replace: true });
      } catch {
        navigate(`${paths.login}?verification=success`, { replace: true });
      }
    } catch (err) {
      toast.error(authErrorMessage(err, MSG.genericError));
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    const problem = emailError(email);
    if (problem) {
      setErrors({ email: problem });
      return;
    }
    try {
      await resendRegistrationCode(email.trim());
      toast.success(T.verification.resent);
    } catch (err) {
      toast.error(authErrorMessage(err, MSG.genericError));
    }
  };

  return (
    <PublicPage
      title={T.verification.title}
      subtitle={
        fromQuery ? (
          <>
            {T.verification.sentTo} <strong>{fromQuery}</strong>
          </>
        ) : (
          T.verification.subtitle
        )
      }
    >
      <form className="card form" onSubmit={onSubmit} noValidate>
        {fromQuery ? null : (
          <TextField
            label={T.verification.email}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
          />
        )}
        <TextField
          label={T.verification.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={errors.code}
          onChange={(e) => {
            setCode(e.target.value);
            setErrors((x) => ({ ...x, code: undefined }));
          }}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.verification.submitting : T.verification.submit}
        </button>
        <button type="button" className="link-button auth__aside" onClick={onResend} disabled={busy}>
          {T.verification.resend}
        </button>
      </form>
      <p className="public__links">
        <Link to={paths.login}>{T.verification.toLogin}</Link>
      </p>
    </PublicPage>
  );
};
