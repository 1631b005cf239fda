import { AUTH_TEXTS } from '@mpx/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { buttonStyle } from '../../ui/button.css';
import { Spinner } from '../../ui/Spinner';
import { Stack } from '../../ui/Stack';
import { Text } from '../../ui/Text';
import { AuthLayout } from './AuthLayout';
import { AuthNextSteps } from './AuthNextSteps';

export function VerifyEmailPage() {
  const { token } = useSearch({ from: '/verify-email' });
  return <AuthLayout title="Email verification">{token ? <VerifyToken token={token} /> : <VerifyFailed message={AUTH_TEXTS.missingVerifyToken} />}</AuthLayout>;
}

function VerifyToken({ token }: { token: string }) {
  const trpc = useTRPC();
  const { mutate, isSuccess, isError, data, error } = useMutation(trpc.auth.verifyEmail.mutationOptions());
  // Verify once per token: StrictMode runs effects twice in development, and although a second
  // call would still succeed ("Email already verified."), it would replace the first message.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (isSuccess) return <VerifySucceeded message={data.message} />;
  if (isError) return <VerifyFailed message={errorMessage(error, AUTH_TEXTS.verifyFailed)} />;
  return <Spinner block label="Verifying your email..." />;
}

function VerifySucceeded({ message }: { message: string }) {
  return (
    <Stack gap="4">
      <Alert variant="success">{message}</Alert>
      <Text>Your email address is confirmed. You can now log in.</Text>
      <AuthNextSteps />
    </Stack>
  );
}

function VerifyFailed({ message }: { message: string }) {
  return (
    <Stack gap="4">
      <Alert variant="error">{message}</Alert>
      <Stack direction="row" gap="3" wrap>
        <Link to="/register" className={buttonStyle({ variant: 'secondary' })}>
          Register Again
        </Link>
        <Link to="/login" className={buttonStyle()}>
          Go to Login
        </Link>
      </Stack>
    </Stack>
  );
}
