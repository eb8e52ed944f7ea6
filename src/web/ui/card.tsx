import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  tone?: 'default' | 'accent' | 'muted';
}

/** A pixel-bordered box with a hard shadow. */
export function Card({ tone = 'default', className, ...rest }: CardProps) {
  return <div {...rest} className={['card', `card--${tone}`, className].filter(Boolean).join(' ')} />;
}

interface PanelProps {
  title: string;
  /** A small pixel icon shown before the title. */
  icon?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A card with a title bar, used for dashboard panels and settings sections. */
export function Panel({ title, icon, actions, headingLevel = 2, className, children }: PanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', 'panel', className].filter(Boolean).join(' ')}>
      <header className="panel__header">
        <Heading className="panel__title">
          {icon && <span className="panel__icon">{icon}</span>}
          {title}
        </Heading>
        {actions && <div className="panel__actions">{actions}</div>}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}

/** The friendly text of a panel or list with nothing in it yet. */
export function EmptyState({
  title = 'Nothing here yet',
  children,
}: {
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children && <p className="empty-state__text">{children}</p>}
    </div>
  );
}
