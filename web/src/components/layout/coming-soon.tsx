import { T } from '../../i18n/it';

/** An honest placeholder for a screen that a later issue builds, shown inside the shell. */
export const ComingSoon = ({ title }: { title: string }) => (
  <section className="page">
    <h1 className="page__title">{title}</h1>
    <div className="card coming-soon">
      <svg className="coming-soon__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="52" fill="none" stroke="var(--c-border-strong)" strokeWidth="2" />
        <circle cx="60" cy="60" r="34" fill="none" stroke="var(--c-border-strong)" strokeWidth="2" strokeDasharray="4 6" />
        <circle cx="60" cy="60" r="16" fill="none" stroke="var(--c-accent)" strokeWidth="2" />
        <path d="M60 8v18M60 94v18M8 60h18M94 60h18" stroke="var(--c-accent)" strokeWidth="2" />
        <circle cx="60" cy="60" r="4" fill="var(--c-gold)" />
      </svg>
      <p>{T.comingSoon}</p>
    </div>
  </section>
);
