import { Link } from 'react-router';
import { LEGAL } from './legal-facts.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms apply to everyone who uses Cito, a community website run by the ${LEGAL.operator}. By creating an account you agree to them.`}
    >
      <LegalSection title="1. Who may join">
        <p>
          You must be at least {LEGAL.minimumAge} years old to create an account. If you are under the age of
          majority where you live, a parent or guardian must agree to these terms for you.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <p>
          Keep your password to yourself and tell us if you think someone else is using your account. One
          person, one account: accounts may not be sold or shared.
        </p>
      </LegalSection>
      <LegalSection title="3. Being a good neighbour">
        <ul>
          <li>Be kind. No harassment, hate speech, threats or sharing other people's private information.</li>
          <li>No spam, scams, cheating in games or use of bots to earn coins.</li>
          <li>Only post and submit content you made yourself or have the right to share.</li>
        </ul>
        <p>
          Moderators may edit, lock, archive or remove content and suspend accounts that break these rules.
        </p>
      </LegalSection>
      <LegalSection title="4. Your content">
        <p>
          You keep the rights to what you create. You give Cito a licence to show it on the site and, for
          clothing designs approved by the Design Team, to offer them in the shop. See our{' '}
          <Link to="/copyright">Copyright Notice Procedure</Link> if you find your work used without
          permission.
        </p>
      </LegalSection>
      <LegalSection title="5. Coins, gems and items">
        <p>
          CitoCoin, gems and shop items are virtual. They have no cash value, cannot be exchanged for money
          and stay on the site. We may adjust balances to fix errors or undo cheating.
        </p>
      </LegalSection>
      <LegalSection title="6. Inactive accounts">
        <p>
          Accounts that have not been used for {LEGAL.inactiveAccountYears} years may be deleted, after a
          warning sent to the account's e-mail address.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes and ending">
        <p>
          You can stop using Cito at any time. We may change these terms; important changes are announced in
          the forum at least two weeks before they take effect. Our <Link to="/privacy">Privacy Policy</Link>{' '}
          explains how we handle your data.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
