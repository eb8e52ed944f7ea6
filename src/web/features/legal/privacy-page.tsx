import { Link } from 'react-router';
import { LEGAL } from './legal-facts.ts';
import { ContactAddress, LegalPage, LegalSection } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains which personal data Cito processes, why, for how long, and what rights you have under the GDPR."
    >
      <LegalSection title="Who is responsible">
        <ContactAddress />
        <p>
          Privacy questions: <a href={`mailto:${LEGAL.privacyEmail}`}>{LEGAL.privacyEmail}</a>
        </p>
      </LegalSection>
      <LegalSection title="What we collect">
        <ul>
          <li>Account data: username, e-mail address and a securely hashed password.</li>
          <li>Content: your posts, avatar, designs, game scores and coin and gem history.</li>
          <li>Technical data: IP address and time of requests, to keep the service secure.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Why we use it">
        <p>
          To run your account and the community (Art. 6 (1) (b) GDPR) and to protect Cito against abuse (Art.
          6 (1) (f) GDPR). We never sell your data or use it for advertising.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <ul>
          <li>IP logs are kept for up to {LEGAL.ipLogMonths} months, then deleted.</li>
          <li>
            Accounts inactive for {LEGAL.inactiveAccountYears} years are deleted together with their personal
            data.
          </li>
          <li>
            Preference cookies and settings stored in your browser are kept for {LEGAL.preferenceRetention}{' '}
            (see the <Link to="/cookies">Cookie Policy</Link>).
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You may ask for a copy of your data, its correction or deletion, restriction of processing, and data
          portability, and you may object to processing. We answer data access requests within{' '}
          {LEGAL.dataRequestDays} days. You may also complain to a data protection supervisory authority.
        </p>
      </LegalSection>
      <LegalSection title="Children">
        <p>
          Cito is not meant for children under {LEGAL.minimumAge}; we delete accounts we learn belong to one.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
