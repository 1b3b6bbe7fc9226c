import { PRODUCT } from '../../../../functions/core/brand';

/** The TRACCIA mark: a "T" inside a target, with the gold trail of the prize. */
export const LogoMark = ({ className = 'logo__mark' }: { className?: string }) => (
  <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#05070b" />
    <circle cx="32" cy="32" r="22" fill="none" stroke="#22d3ee" strokeOpacity=".35" strokeWidth="2" />
    <circle cx="32" cy="32" r="13" fill="none" stroke="#22d3ee" strokeOpacity=".6" strokeWidth="2" />
    <path d="M19 20h26v6H35.5v22h-7V26H19z" fill="#22d3ee" />
    <circle cx="47" cy="45" r="3.2" fill="#f5c451" />
    <circle cx="52" cy="51" r="1.8" fill="#f5c451" fillOpacity=".6" />
  </svg>
);

export const Logo = ({ showWord = true }: { showWord?: boolean }) => (
  <span className="logo">
    <LogoMark />
    {showWord ? <span className="logo__word">{PRODUCT}</span> : <span className="visually-hidden">{PRODUCT}</span>}
  </span>
);
