import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { authErrorMessage, registerAccount, signInWithPassword } from '../../../lib/auth';
import { PublicPage } from '../../../components/layout/public-page';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { rememberPendingSignUp } from '../lib/pending-signup';
import { validateRegistration, type RegistrationErrors, type RegistrationValues } from '../lib/validation';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../auth.css';

const EMPTY: RegistrationValues = { name: '', email: '', password: '', confirm: '' };

export const RegisterScreen = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [busy, setBusy] = useState(false);
  const preference = params.get('preference');
  const missionType = preference ? T.register.missionTypes[preference] : undefined;

  /** Editing a field clears that field's error (spec 01 §5). */
  const field = (key: keyof RegistrationValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    setBusy(true);
    try {
      const { needsConfirmation } = await registerAccount({ name: values.name.trim(), email, password: values.password });
      if (needsConfirmation) {
        rememberPendingSignUp(email, values.password);
        navigate(`${paths.verification}?email=${encodeURIComponent(email)}`);
        return;
      }
      await signInWithPassword(email, values.password);
      navigate(paths.choosePlan, { replace: true });
    } catch (err) {
      toast.error(authErrorMessage(err, MSG.registrationUnknown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={T.register.title} subtitle={T.register.subtitle}>
      {missionType ? (
        <div className="card auth__mission">
          <div>
            <p className="muted">{T.register.missionType}</p>
            <strong>{missionType}</strong>
          </div>
          <Link className="btn btn--ghost btn--sm" to={paths.selectMission}>{T.register.changeMission}</Link>
        </div>
      ) : null}
      <form className="card form" onSubmit={onSubmit} noValidate>
        <TextField label={T.register.name} name="name" autoComplete="name" {...field('name')} />
        <TextField
          label={T.register.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <PasswordField
          label={T.register.password}
          name="new-password"
          autoComplete="new-password"
          hint={T.register.passwordHint}
          {...field('password')}
        />
        <PasswordField label={T.register.confirm} name="confirm-password" autoComplete="new-password" {...field('confirm')} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.register.submitting : T.register.submit}
        </button>
      </form>
      <p className="public__links">
        <span className="muted">{T.register.haveAccount}</span> <Link to={paths.login}>{T.register.toLogin}</Link>
      </p>
    </PublicPage>
  );
};
