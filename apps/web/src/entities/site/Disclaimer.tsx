import { Prose } from '../../ui/Text';

/**
 * The marketplace disclaimer of product §1: shown in the register form's "Terms of Use and
 * Disclaimer" section, and reusable wherever a listing needs it.
 */
export function Disclaimer() {
  return (
    <Prose>
      <p>
        This site is a community noticeboard that puts brass players in touch with one another. It does not sell anything itself, processes no payments, does
        not act as an intermediary and charges no listing fees or commission.
      </p>
      <ul>
        <li>Listed prices do not include shipping. Agree on postage or pick-up with the other party before you pay.</li>
        <li>
          Sellers may give a payment link (such as a PayPal.Me link) or arrange payment with the buyer themselves. Payment and delivery happen directly between
          buyer and seller, off this site.
        </li>
        <li>Any dispute about an item, a payment, a loan or a delivery is solely between the buyer and the seller.</li>
        <li>The site owner is not liable for any item, transaction, loan, loss or damage arising between members, nor for the accuracy of listings.</li>
      </ul>
      <p>
        Please take the same care as with any online classifieds: vet the other party (check their ratings and ask questions), meet in a safe, public place if
        you exchange in person, and use a secure payment method that offers buyer protection.
      </p>
    </Prose>
  );
}
