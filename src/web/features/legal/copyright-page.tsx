import { LEGAL } from './legal-facts.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

export function CopyrightPage() {
  return (
    <LegalPage
      title="Copyright Notice Procedure"
      intro="Cito is built by its members: their posts, avatars and clothing designs. We respect the rights of creators and act quickly when someone's work is used without permission."
    >
      <LegalSection title="How to send a notice">
        <p>
          E-mail <a href={`mailto:${LEGAL.copyrightEmail}`}>{LEGAL.copyrightEmail}</a> with:
        </p>
        <ol>
          <li>your name and contact details, and whom you act for if it is not yourself;</li>
          <li>a description of the work you believe is infringed;</li>
          <li>the address (URL) of each post, design or profile on Cito that uses it;</li>
          <li>
            a statement that you believe in good faith the use is not authorised by the rights holder or the
            law;
          </li>
          <li>a statement that the information in your notice is accurate.</li>
        </ol>
      </LegalSection>
      <LegalSection title="What happens next">
        <p>
          We review every complete notice within {LEGAL.copyrightReviewHours} hours. Where it is well founded
          we remove or disable the content and tell the member who posted it, including the reasons. Designs
          under review by the Design Team are paused while a notice is open.
        </p>
      </LegalSection>
      <LegalSection title="Counter-notices">
        <p>
          If your content was removed and you believe that was a mistake, reply to our message with your
          reasons. We look at counter-notices with the same care and restore content where the notice did not
          hold up.
        </p>
      </LegalSection>
      <LegalSection title="Repeat infringement">
        <p>Accounts that repeatedly post infringing content are suspended or closed.</p>
      </LegalSection>
    </LegalPage>
  );
}
