import { Link } from 'react-router-dom';
import type { Me } from '../../../../functions/core/api/me';
import { Dialog } from '../ui/dialog';
import { PlanBadge } from '../ui/plan-badge';
import { ReferralCode } from './referral-code';
import { Avatar } from './avatar';
import { paths } from '../../config/paths';
import { useMissionStatus } from '../../lib/gameplay';
import { formatNumericDate } from '../../lib/dates';
import { T } from '../../i18n/it';

interface Props {
  open: boolean;
  me: Me;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * Clues found of the total, days remaining, mission start (GET /api/mission/status, read when
 * the popup opens). Until the answer arrives, or if it cannot, the numbers read "—".
 */
const MissionStats = () => {
  const { data: status } = useMissionStatus();
  const none = T.notAvailableYet;
  return (
    <dl className="agent-popup__stats">
      <div><dt>{T.cluesFound}</dt><dd className="num">{status ? `${status.cluesFound} / ${status.totalClues}` : none}</dd></div>
      <div><dt>{T.daysRemaining}</dt><dd className="num">{status ? status.daysRemaining : none}</dd></div>
      <div><dt>{T.missionStart}</dt><dd className="num">{status ? formatNumericDate(status.missionStartsAt) : none}</dd></div>
    </dl>
  );
};

/**
 * Agent-profile popup (spec 01 §2): name, referral code with copy, e-mail, mission status,
 * plan badge with Upgrade, "Esci".
 */
export const AgentProfilePopup = ({ open, me, onClose, onLogout }: Props) => (
  <Dialog open={open} title={T.agentProfile} onClose={onClose}>
    <div className="agent-popup">
      <div className="agent-popup__who">
        <Avatar name={me.profile.agentName} url={me.profile.avatarUrl} size={56} />
        <div>
          <p className="agent-popup__name">{me.profile.agentName}</p>
          <p className="muted num">{T.agentCode} {me.profile.agentCode}</p>
        </div>
      </div>
      <dl className="agent-popup__facts">
        <div>
          <dt>{T.referralCode}</dt>
          <dd><ReferralCode code={me.profile.referralCode} variant="row" /></dd>
        </div>
        <div>
          <dt>{T.email}</dt>
          <dd className="agent-popup__email">{me.user.email}</dd>
        </div>
      </dl>
      <section aria-label={T.missionStatus} className="agent-popup__mission">
        <h3 className="eyebrow">{T.missionStatus}</h3>
        <MissionStats />
      </section>
      <div className="agent-popup__plan">
        <span className="muted">{T.plan}</span>
        <PlanBadge tier={me.profile.tier} />
        {me.profile.tier !== 'titanium' ? (
          <Link to={paths.subscriptions} className="btn btn--gold btn--sm" onClick={onClose}>
            {T.upgrade}
          </Link>
        ) : null}
      </div>
      <Link to={paths.settings} className="btn btn--ghost btn--block" onClick={onClose}>
        {T.editProfile}
      </Link>
      <button type="button" className="btn btn--danger btn--block" onClick={onLogout}>
        {T.logout}
      </button>
    </div>
  </Dialog>
);
