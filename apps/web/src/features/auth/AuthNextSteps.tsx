import { Link } from '@tanstack/react-router';
import { buttonStyle } from '../../ui/button.css';
import { Stack } from '../../ui/Stack';

/** The way on from an account page that ends a flow: log in, or register (again). */
export function AuthNextSteps({ registerLabel = 'Register another account' }: { registerLabel?: string }) {
  return (
    <Stack direction="row" gap="3" wrap>
      <Link to="/login" className={buttonStyle()}>
        Go to Login
      </Link>
      <Link to="/register" className={buttonStyle({ variant: 'secondary' })}>
        {registerLabel}
      </Link>
    </Stack>
  );
}
