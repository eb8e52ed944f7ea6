import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LEGAL } from './legal-facts.ts';

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of every legal page: heading, date, readable text column. */
export function LegalPage({ title, intro, children }: LegalPageProps) {
  return (
    <div className="page page--reading">
      <PageHeader
        title={title}
        subtitle={`Last updated ${LEGAL.lastUpdated}`}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: title }]}
      />
      <Card className="legal">
        <p className="legal__intro">{intro}</p>
        {children}
      </Card>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function ContactAddress() {
  return (
    <address>
      {LEGAL.operator}
      {LEGAL.address.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      E-mail: <a href={`mailto:${LEGAL.email}`}>{LEGAL.email}</a>
    </address>
  );
}
