import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Heading } from '../../ui/Heading';
import { Prose } from '../../ui/Text';
import { Page } from '../../entities/site/Page';
import { useSiteConfig } from '../../entities/site/useSiteConfig';
import * as styles from './static.css';

/** Terms and Conditions: the eleven sections of product §2, in order. */
export function TermsPage() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <Page title="Terms and Conditions" width="prose" intro={`These terms apply to everyone who uses ${siteName}.`}>
      <div className={styles.sections}>
        <TermsSection title="1. Acceptance of Terms">
          <p>
            By creating an account or otherwise using {siteName} (&quot;the site&quot;), you agree to these Terms and Conditions. If you do not agree, please do
            not use the site. You must be at least 18 years old, or have the permission of a parent or guardian, to register.
          </p>
        </TermsSection>

        <TermsSection title="2. Service Description">
          <p>
            The site is a community marketplace where people in Australia list, buy, sell, swap and lend brass instrument mouthpieces directly with one another.
            It provides listings, messaging, loan requests and member ratings.
          </p>
          <p>
            The site is not a party to any sale, swap or loan. It does not own, inspect or hold any item, processes no payments, does not act as an intermediary
            or escrow, and charges no listing fees or commission.
          </p>
        </TermsSection>

        <TermsSection title="3. User Responsibilities">
          <ul className={styles.list}>
            <li>Give accurate details when you register, and keep your email address current.</li>
            <li>Keep your password secret; you are responsible for everything done with your account.</li>
            <li>Describe items honestly: instrument type, brand, model, size, condition and any damage or plating wear, with photos of the actual item.</li>
            <li>Only list items you own and are entitled to sell, swap or lend.</li>
            <li>Treat other members with courtesy and respond to messages and loan requests in good time.</li>
            <li>Comply with Australian law, including consumer and tax law that applies to you.</li>
          </ul>
        </TermsSection>

        <TermsSection title="4. Transaction Terms">
          <ul className={styles.list}>
            <li>
              Every sale, swap or loan is an agreement solely between the members involved. Any dispute is solely between the buyer and the seller (or the
              borrower and the lender).
            </li>
            <li>Listed prices are in Australian dollars and exclude shipping. Agree on postage, insurance or pick-up before paying.</li>
            <li>Payment happens off the site. A seller may provide a payment link (such as a PayPal.Me link) or arrange payment with the buyer directly.</li>
            <li>
              Loans are arranged between lender and borrower, including the return date and the item&apos;s condition on return. The borrower must return the
              item as agreed.
            </li>
            <li>Mark a listing as sold once it has gone, so others are not misled.</li>
          </ul>
        </TermsSection>

        <TermsSection title="5. Safety">
          <p>Take the same care as with any online classifieds:</p>
          <ul className={styles.list}>
            <li>Vet the other party: read their ratings and ask questions before you commit.</li>
            <li>If you meet in person, meet in a safe, public place, and consider bringing someone with you.</li>
            <li>Use a secure payment method that offers buyer protection, and never send money by untraceable means to someone you do not know.</li>
            <li>Be wary of offers that seem too good to be true, or of anyone pushing you to deal outside the site quickly.</li>
          </ul>
        </TermsSection>

        <TermsSection title="6. Prohibited Activities">
          <ul className={styles.list}>
            <li>Listing stolen, counterfeit or misrepresented items, or items other than brass mouthpieces and closely related accessories.</li>
            <li>Fraud, scams, phishing, or asking for payment for items you do not intend to deliver.</li>
            <li>Harassment, abuse, discrimination or threats towards any member.</li>
            <li>Spam, unsolicited advertising, or creating several accounts to manipulate ratings.</li>
            <li>Interfering with the site, probing its security or collecting other members&apos; data.</li>
          </ul>
          <p>Members can flag listings that break these rules; administrators review every flag.</p>
        </TermsSection>

        <TermsSection title="7. Privacy">
          <p>
            We store the details you give us (name, nickname, email, state, postcode and, if you add one, your payment link) to run the site. Other members see
            your nickname or name, your state and your ratings; your email address and postcode are never shown to them. Your payment link is shown only to
            logged-in members on your listings.
          </p>
          <p>
            We use your email address to verify your account, reset your password and, if you keep them on, send notifications. We do not sell your data. Photos
            are stripped of location and other hidden metadata when uploaded.
          </p>
        </TermsSection>

        <TermsSection title="8. Limitation of Liability">
          <p>
            The site is provided &quot;as is&quot; by volunteers. To the extent permitted by law, the site owner is not liable for any item, payment, shipment,
            loan, loss or damage arising from dealings between members, nor for the accuracy of listings, ratings or messages. Nothing in these terms excludes
            rights you have under the Australian Consumer Law that cannot be excluded.
          </p>
        </TermsSection>

        <TermsSection title="9. Account Termination">
          <p>
            You may stop using the site at any time; contact us to have your account removed. We may suspend or delete accounts and listings that break these
            terms or put other members at risk, with or without notice.
          </p>
        </TermsSection>

        <TermsSection title="10. Changes to Terms">
          <p>
            We may update these terms as the site grows. The current version is always on this page; continuing to use the site after a change means you accept
            the updated terms.
          </p>
        </TermsSection>

        <TermsSection title="11. Contact">
          <p>
            Questions about these terms?{' '}
            {contactEmail ? (
              <>
                Email us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </>
            ) : (
              'Get in touch through the contact details on our About page'
            )}{' '}
            or read more <Link to="/about">about the site</Link>.
          </p>
        </TermsSection>
      </div>
    </Page>
  );
}

function TermsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Heading level={2} size="sub">
        {title}
      </Heading>
      <Prose>{children}</Prose>
    </section>
  );
}
