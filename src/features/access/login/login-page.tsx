import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { safeNextUrl } from '../../../domain/rules/guard';
import type { LoginIdentifier } from '../../../domain/rules/phone';
import { RegisterForm } from '../signup/register-form';
import { IdentifyStep } from './identify-step';
import { LoginHome } from './login-home';
import { PasswordStep } from './password-step';
import { useAfterSignIn } from './use-after-sign-in';

type Step =
  | { name: 'home' }
  | { name: 'identify' }
  | { name: 'password'; text: string; identifier: LoginIdentifier }
  | { name: 'register'; identifier: LoginIdentifier };

/**
 * account-login (02 §2 Access): home choices, identify (celular o correo), then password, or the
 * register sub-view when no account exists. After login: fresh settings, then next_url or home;
 * after registering: phone verification, then next_url.
 */
export default function LoginPage() {
  const [step, setStep] = useState<Step>({ name: 'home' });
  const [typed, setTyped] = useState('');
  const nextUrl = safeNextUrl(useSearch({ strict: false, select: (search) => search.next_url }));
  const afterSignIn = useAfterSignIn();

  switch (step.name) {
    case 'home':
      return <LoginHome onUseIdentifier={() => setStep({ name: 'identify' })} />;
    case 'identify':
      return (
        <IdentifyStep
          initialValue={typed}
          onBack={() => setStep({ name: 'home' })}
          onIdentified={({ text, identifier, exists }) => {
            setTyped(text);
            setStep(exists ? { name: 'password', text, identifier } : { name: 'register', identifier });
          }}
        />
      );
    case 'password':
      return (
        <PasswordStep
          identifierText={step.text}
          identifier={step.identifier}
          onLoggedIn={() => afterSignIn(nextUrl ?? '/')}
          onBack={() => setStep({ name: 'identify' })}
        />
      );
    case 'register':
      return (
        <RegisterForm
          initial={'email' in step.identifier ? { email: step.identifier.email } : { phone: typed }}
          onCreated={() => afterSignIn(phoneVerifyUrl(nextUrl))}
          onBack={() => setStep({ name: 'identify' })}
        />
      );
  }
}

function phoneVerifyUrl(nextUrl: string | null): string {
  return nextUrl ? `/phone-verify?${new URLSearchParams({ next_url: nextUrl })}` : '/phone-verify';
}
