import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Prose } from '../../ui/Text';
import * as styles from './profile.css';

/** "How do I create a payment link?": PayPal.Me in a few steps, with the handle rules of product §5. */
export function PaymentLinkHelpDialog() {
  return (
    <Dialog
      title="Creating a PayPal.Me payment link"
      trigger={
        <Button variant="secondary" size="sm">
          How do I create a payment link?
        </Button>
      }
      footer={
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      }
    >
      <Prose>
        <p>
          A PayPal.Me link lets buyers pay you directly. We never handle the money: the payment goes from the buyer&apos;s PayPal account straight to yours.
        </p>
        <ol className={styles.helpSteps}>
          <li>Log in to your PayPal account (or create a free one) on the PayPal website or app.</li>
          <li>Open the PayPal.Me section and choose &quot;Create your PayPal.Me link&quot;.</li>
          <li>
            Pick your handle. It must be alphanumeric (letters and numbers only), up to 20 characters, with no spaces. Choose carefully: your handle is
            permanent and cannot be changed later.
          </li>
          <li>
            Copy your link, for example <span className={styles.example}>https://paypal.me/TromboneTom</span>.
          </li>
          <li>Back here, choose Edit, paste the link into the PayPal link field and save.</li>
        </ol>
        <p>
          You can also enter just your handle (<span className={styles.example}>TromboneTom</span>) or the email address of your PayPal account. Buyers see a
          Pay button on your listings; shipping is arranged between you.
        </p>
      </Prose>
    </Dialog>
  );
}
