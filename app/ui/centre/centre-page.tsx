import type { ReactNode } from 'react';
import * as s from './centre.css';

/** A member-centre page's heading, lead and body. */
export function MemberPage({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className={s.page}>
      <div className={s.pageHead}>
        <div>
          <h2 className={s.pageTitle}>{title}</h2>
          {lead ? <p className={s.lead}>{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A titled block of a member-centre page. */
export function Card({ title, children, testId, id }: { title?: ReactNode; children: ReactNode; testId?: string; id?: string }) {
  return (
    <section className={s.card} data-testid={testId} id={id}>
      {title ? <h3 className={s.cardTitle}>{title}</h3> : null}
      {children}
    </section>
  );
}

/** What an action says back: success, or why not (already localised). */
export function FormNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <p className={s.notice[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
