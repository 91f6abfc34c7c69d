import { useNavigate } from '@tanstack/react-router';
import { useAfterSignIn } from '../login/use-after-sign-in';
import { RegisterForm } from './register-form';

/** account-signup (/signup): the login's register sub-view, opened directly. */
export function SignupPage() {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  return (
    <RegisterForm onCreated={() => afterSignIn('/phone-verify')} onBack={() => navigate({ to: '/login' })} />
  );
}
