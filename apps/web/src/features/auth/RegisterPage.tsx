import { AUTH_TEXTS, registerInput, TERMS_REQUIRED_MESSAGE } from '@mpx/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorFields, errorMessage } from '../../lib/trpcError';
import { useForm } from '../../lib/useForm';
import { StatePostcodeFields } from '../../entities/place/StatePostcodeFields';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Collapsible } from '../../ui/Collapsible';
import { TextField } from '../../ui/TextField';
import { Disclaimer } from '../../entities/site/Disclaimer';
import * as styles from './auth.css';
import { AuthLayout } from './AuthLayout';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  location_state: '',
  location_postcode: '',
  nickname: '',
};

export function RegisterPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { values, setField, errors, setErrors, validate, text } = useForm(EMPTY);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: () => navigate({ to: '/registration-success' }),
      onError: (error) => setErrors(errorFields(error)),
    }),
  );

  // Product §2: on failure the page scrolls to the alert (focus makes screen readers follow).
  useEffect(() => {
    if (!register.error) return;
    alertRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    alertRef.current?.focus({ preventScroll: true });
  }, [register.error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!termsAccepted) return;
    const input = validate(registerInput);
    if (input) register.mutate(input);
  };

  return (
    <AuthLayout title="Create an account" intro="Join Australia's brass community to buy, sell, swap and lend mouthpieces.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {register.isError && (
          <Alert variant="error" ref={alertRef}>
            {errorMessage(register.error, AUTH_TEXTS.registrationFailed)}
          </Alert>
        )}
        <div className={styles.pair}>
          <TextField label="First name" autoComplete="given-name" {...text('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...text('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
        <TextField label="Password" revealable autoComplete="new-password" hint="At least 6 characters." {...text('password')} />
        <StatePostcodeFields
          className={styles.pair}
          stateName="location_state"
          statePlaceholder="Select your state"
          state={values.location_state}
          onStateChange={(v) => setField('location_state', v)}
          stateError={errors.location_state}
          postcode={text('location_postcode')}
        />
        <TextField label="Nickname" optional hint="Shown to other members instead of your name." {...text('nickname')} />
        <Collapsible title="Terms of Use and Disclaimer">
          <Disclaimer />
        </Collapsible>
        <Checkbox
          name="terms"
          checked={termsAccepted}
          onCheckedChange={setTermsAccepted}
          label={
            <>
              I have read and accept the Terms of Use and Disclaimer above and the{' '}
              <a href="/terms" target="_blank" rel="noopener noreferrer">
                Terms and Conditions
              </a>
              .
            </>
          }
          hint={termsAccepted ? undefined : TERMS_REQUIRED_MESSAGE}
        />
        <Button type="submit" fullWidth disabled={!termsAccepted} loading={register.isPending} loadingText="Creating account...">
          Create account
        </Button>
      </form>
      <div className={styles.links}>
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
