import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Stack } from '../../ui/Stack';

/** A route that failed to load (usually the network): say so and offer a retry. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container width="narrow">
      <Stack gap="4" align="start">
        <Alert variant="error" title="Something went wrong">
          This page could not be loaded. Please check your connection and try again.
        </Alert>
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
