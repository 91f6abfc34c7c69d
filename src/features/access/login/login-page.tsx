import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { safeNextUrl } from '../../../domain/rules/guard';
import type { LoginIdentifier } from '../../../domain/rules/phone';
import { AccountNotFound } from './account-not-found';
import { IdentifyStep } from './identify-step';
import { LoginHome } from './login-home';
import { PasswordStep } from './password-step';

type Step =
  | { name: 'home' }
  | { name: 'identify' }
  | { name: 'password'; text: string; identifier: LoginIdentifier }
  | { name: 'not-found'; text: string };

/**
 * account-login (02 §2 Access): home choices, identify (celular o correo), then password, or the
 * register sub-view when no account exists. After login: fresh settings, then next_url or home.
 */
export default function LoginPage() {
  const [step, setStep] = useState<Step>({ name: 'home' });
  const [typed, setTyped] = useState('');
  const nextUrl = useSearch({ strict: false, select: (search) => search.next_url });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const afterLogin = async () => {
    // Another user's cached data must not leak into this session; the guard loads fresh settings.
    queryClient.clear();
    await navigate({ href: safeNextUrl(nextUrl) ?? '/', replace: true });
  };

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
            setStep(exists ? { name: 'password', text, identifier } : { name: 'not-found', text });
          }}
        />
      );
    case 'password':
      return (
        <PasswordStep
          identifierText={step.text}
          identifier={step.identifier}
          onLoggedIn={afterLogin}
          onBack={() => setStep({ name: 'identify' })}
        />
      );
    case 'not-found':
      return <AccountNotFound identifierText={step.text} onBack={() => setStep({ name: 'identify' })} />;
  }
}
