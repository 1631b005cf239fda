import { AUTH_TEXTS, forgotPasswordInput } from '@mpx/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useForm } from '../../lib/useForm';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './auth.css';
import { AuthLayout } from './AuthLayout';

export function ForgotPasswordPage() {
  const trpc = useTRPC();
  const { text, validate } = useForm({ email: '' });
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(forgotPasswordInput);
    if (input) request.mutate(input);
  };

  return (
    <AuthLayout title="Forgot your password?" intro="Enter the email address of your account and we will send you a link to reset your password.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {request.isSuccess && <Alert variant="success">{request.data.message}</Alert>}
        {request.isError && <Alert variant="error">{errorMessage(request.error, AUTH_TEXTS.forgotFailed)}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
        <Button type="submit" fullWidth loading={request.isPending} loadingText="Sending...">
          Send reset link
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/login">Back to Login</Link>
      </div>
    </AuthLayout>
  );
}
