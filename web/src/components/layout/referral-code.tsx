import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { CopyIcon } from '../ui/icons';
import { MSG, T } from '../../i18n/it';

export const COPIED_INDICATOR_MS = 2000;

/** The referral code as a button: a click copies it and "Link copiato!" shows for 2 s. */
export const ReferralCode = ({ code, variant = 'chip' }: { code: string; variant?: 'chip' | 'row' }) => {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    if (!(await copyText(code))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <span className={`referral referral--${variant}`}>
      <button
        type="button"
        className="referral__button"
        onClick={onCopy}
        aria-label={`${T.copyReferralCode}: ${code}`}
      >
        <span className="referral__code num">{code}</span>
        <CopyIcon className="referral__icon" />
      </button>
      <span className="referral__status" role="status" aria-live="polite">
        {copied ? MSG.linkCopied : ''}
      </span>
    </span>
  );
};
