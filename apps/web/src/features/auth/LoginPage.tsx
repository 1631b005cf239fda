import { AUTH_TEXTS, loginInput } from '@mpx/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useForm } from '../../lib/useForm';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useApplySession } from '../session/useApplySession';
import * as styles from './auth.css';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const { text, validate } = useForm({ email: '', password: '' });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ user }) => {
        applySession(user);
        await navigate({ to: '/' });
      },
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(loginInput);
    if (input) login.mutate(input);
  };

  return (
    <AuthLayout title="Log in" intro="Welcome back! Log in to message sellers, list mouthpieces and manage loans.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {login.isError && <Alert variant="error">{errorMessage(login.error, AUTH_TEXTS.loginFailed)}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
        <TextField label="Password" revealable autoComplete="current-password" {...text('password')} />
        <Button type="submit" fullWidth loading={login.isPending} loadingText="Logging in...">
          Log in
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/forgot-password">Forgot your password?</Link>
        <p>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
