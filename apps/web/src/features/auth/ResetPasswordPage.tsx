import { AUTH_TEXTS, RESET_REDIRECT_MS, resetPasswordInput } from '@mpx/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, type FormEvent } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useForm } from '../../lib/useForm';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonStyle } from '../../ui/button.css';
import { Stack } from '../../ui/Stack';
import { TextField } from '../../ui/TextField';
import * as styles from './auth.css';
import { AuthLayout } from './AuthLayout';

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/reset-password' });
  return <AuthLayout title="Reset your password">{token ? <ResetPasswordForm token={token} /> : <MissingToken />}</AuthLayout>;
}

function MissingToken() {
  return (
    <Stack gap="4" align="start">
      <Alert variant="error">{AUTH_TEXTS.missingResetToken}</Alert>
      <Link to="/forgot-password" className={buttonStyle()}>
        Request a new reset link
      </Link>
    </Stack>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { values, setErrors, validate, text } = useForm({ newPassword: '', confirmPassword: '' });
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  // Product §4: the success message stays up for RESET_REDIRECT_MS, then on to /login.
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(resetPasswordInput, { token, newPassword: values.newPassword });
    if (!input) return;
    if (values.confirmPassword !== values.newPassword) {
      setErrors({ confirmPassword: AUTH_TEXTS.passwordsDoNotMatch });
      return;
    }
    reset.mutate(input);
  };

  if (reset.isSuccess) {
    return (
      <Stack gap="4">
        <Alert variant="success">{reset.data.message}</Alert>
        <p>Taking you to the login page…</p>
      </Stack>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {reset.isError && <Alert variant="error">{errorMessage(reset.error, AUTH_TEXTS.resetFailed)}</Alert>}
      <TextField label="New password" revealable autoComplete="new-password" {...text('newPassword')} />
      <TextField label="Confirm new password" revealable autoComplete="new-password" {...text('confirmPassword')} />
      <Button type="submit" fullWidth loading={reset.isPending} loadingText="Resetting...">
        Reset password
      </Button>
    </form>
  );
}
