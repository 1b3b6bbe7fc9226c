import type { ReactNode } from 'react';

/** A centred full-page message: title, text, optional detail and actions. */
export const StatusScreen = ({
  title,
  children,
  actions,
  tone = 'default',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'default' | 'danger';
}) => (
  <main className="screen">
    <div className="screen__panel">
      <h1 className="screen__title" style={tone === 'danger' ? { color: 'var(--c-danger)' } : undefined}>
        {title}
      </h1>
      {children}
      {actions ? <div className="row" style={{ justifyContent: 'center' }}>{actions}</div> : null}
    </div>
  </main>
);
