import { Link } from 'react-router';
import { LEGAL } from './legal-facts.ts';
import { ContactAddress, LegalPage, LegalSection } from './legal-page.tsx';

export function ImpressumPage() {
  return (
    <LegalPage
      title="Impressum"
      intro="Information about the operator of this website, as required by § 5 of the German Digital Services Act (DDG)."
    >
      <LegalSection title="Operator">
        <ContactAddress />
      </LegalSection>
      <LegalSection title="Represented by">
        <p>The board of the {LEGAL.operator}.</p>
      </LegalSection>
      <LegalSection title="Responsible for content">
        <p>
          Responsible for the editorial content under § 18 (2) MStV is the board of the {LEGAL.operator}, at
          the address above. Posts, designs and profiles created by members are the responsibility of their
          authors.
        </p>
      </LegalSection>
      <LegalSection title="Copyright and reports">
        <p>
          If you believe content on Cito infringes your rights, please follow our{' '}
          <Link to="/copyright">Copyright Notice Procedure</Link>. We review every complete notice within{' '}
          {LEGAL.copyrightReviewHours} hours.
        </p>
      </LegalSection>
      <LegalSection title="Dispute resolution">
        <p>
          We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer
          arbitration board.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
