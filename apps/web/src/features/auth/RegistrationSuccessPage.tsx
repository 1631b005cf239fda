import { Alert } from '../../ui/Alert';
import { Stack } from '../../ui/Stack';
import { Text } from '../../ui/Text';
import { AuthLayout } from './AuthLayout';
import { AuthNextSteps } from './AuthNextSteps';

export function RegistrationSuccessPage() {
  return (
    <AuthLayout title="Registration successful">
      <Stack gap="4">
        <Alert variant="success" title="Your account has been created.">
          We have sent a verification link to your email address.
        </Alert>
        <Text>
          Please check your email (and your spam or junk folder) and click the link to verify your address. You need to verify your email before you can log in.
        </Text>
        <AuthNextSteps />
      </Stack>
    </AuthLayout>
  );
}
