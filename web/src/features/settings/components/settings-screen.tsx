import { useState, type FormEvent } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { UpdateProfileBodySchema } from '../../../lib/schemas';
import { useMe } from '../../../lib/me';
import { useUpdateProfile } from '../api/update-profile';
import { TextField } from '../../../components/ui/text-field';
import { ComingSoon } from '../../../components/layout/coming-soon';
import { NotificationsSection } from './notifications-section';
import { PaymentsSection } from '../../../components/payments/payments-panels';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../settings.css';

const SECTIONS = [
  { id: 'profilo', label: T.settings.profile },
  { id: 'notifiche', label: 'Notifiche' },
  { id: 'pagamenti', label: 'Pagamenti' },
] as const;

const ProfileSection = ({ agentName }: { agentName: string }) => {
  const [name, setName] = useState(agentName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = UpdateProfileBodySchema.safeParse({ agentName: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.invalidRequest);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(T.settings.saved),
      onError: () => toast.error(MSG.profileSaveError),
    });
  };

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="settings-profile">
      <h2 id="settings-profile" className="settings__section-title">{T.settings.profile}</h2>
      <TextField
        label={T.settings.agentName}
        name="agentName"
        autoComplete="nickname"
        value={name}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {update.isPending ? T.settings.saving : T.settings.save}
      </button>
    </form>
  );
};

/** /settings and /settings/:section. The profile section edits the agent name. */
export const SettingsScreen = () => {
  const { section = 'profilo' } = useParams();
  const { data: me } = useMe();
  if (!me) return null;
  const known = SECTIONS.find((s) => s.id === section);
  return (
    <section className="page">
      <h1 className="page__title">{T.settings.title}</h1>
      <nav aria-label={T.settings.sections} className="settings__tabs">
        {SECTIONS.map((s) => (
          <NavLink
            key={s.id}
            to={paths.settingsSection(s.id)}
            className={({ isActive }) => `settings__tab${isActive || (s.id === section) ? ' is-active' : ''}`}
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      {!known ? <ComingSoon title={section} /> : known.id === 'notifiche' ? <NotificationsSection />
        : known.id === 'pagamenti' ? <PaymentsSection /> : <ProfileSection agentName={me.profile.agentName} />}
    </section>
  );
};
