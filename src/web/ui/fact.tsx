import type { ReactNode } from 'react';

interface FactProps {
  term: ReactNode;
  /** The pair's own class (in a list that styles its items). */
  className?: string;
  children: ReactNode;
}

/** One term and its value in a list of facts (`<dl>`): "Posts 12", "Member since March 2025". */
export function Fact({ term, className, children }: FactProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
