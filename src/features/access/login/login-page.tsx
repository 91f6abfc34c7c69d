import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { safeNextUrl } from '../../../domain/rules/guard';
import type { LoginIdentifier } from '../../../domain/rules/phone';
import { signInResultClaims } from '../../../domain/rules/sign-in-result';
import { RegisterForm } from '../signup/register-form';
import { GoogleLinkStep } from './google-link-step';
import { GoogleResultStep } from './google-result-step';
import { IdentifyStep } from './identify-step';
import { LoginHome } from './login-home';
import { googleFailureNotice, type LoginNotice, oauthErrorNotice } from './login-notice';
import { PasswordStep } from './password-step';
import { useAfterSignIn } from './use-after-sign-in';

type Step =
  | { name: 'home'; notice: LoginNotice | null }
  | { name: 'identify' }
  | { name: 'password'; text: string; identifier: LoginIdentifier }
  | { name: 'register'; identifier: LoginIdentifier }
  | { name: 'google'; jwt: string }
  | { name: 'google-link'; jwt: string }
  | { name: 'google-register'; jwt: string };

interface LoginSearch {
  next_url?: string;
  jwt?: string;
  oauth_error?: string;
}

/** Where the login starts: back from Google with its result or its error, or the home choices. */
function firstStep({ jwt, oauth_error }: LoginSearch): Step {
  if (jwt) return { name: 'google', jwt };
  return { name: 'home', notice: oauth_error ? oauthErrorNotice(oauth_error) : null };
}

/**
 * account-login (02 §2 Access): home choices (Google, identify with celular o correo), then
 * password, or the register sub-view when no account exists; back from Google, its result signs
 * in, asks for the password of the account holding Google's unproved e-mail (to link it), or opens
 * the register sub-view in Google mode. After login: fresh settings, then next_url
 * or home; after registering: phone verification, then next_url.
 */
export default function LoginPage() {
  const search: LoginSearch = useSearch({ strict: false });
  const [step, setStep] = useState<Step>(() => firstStep(search));
  const [typed, setTyped] = useState('');
  const nextUrl = safeNextUrl(search.next_url);
  const afterSignIn = useAfterSignIn();
  const navigate = useNavigate();
  const goHome = (notice: LoginNotice | null = null) => setStep({ name: 'home', notice });

  // Google's result and error are read once: a reload or a shared URL must not replay them.
  const fromGoogle = Boolean(search.jwt || search.oauth_error);
  useEffect(() => {
    if (fromGoogle) void navigate({ to: '/login', search: { next_url: search.next_url }, replace: true });
  }, [fromGoogle, navigate, search.next_url]);

  switch (step.name) {
    case 'home':
      return (
        <LoginHome
          nextUrl={nextUrl}
          notice={step.notice}
          onNotice={goHome}
          onUseIdentifier={() => setStep({ name: 'identify' })}
        />
      );
    case 'identify':
      return (
        <IdentifyStep
          initialValue={typed}
          onBack={() => goHome()}
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
    case 'google':
      return (
        <GoogleResultStep
          jwt={step.jwt}
          onSignedIn={() => afterSignIn(nextUrl ?? '/')}
          onNoAccount={() => setStep({ name: 'google-register', jwt: step.jwt })}
          onPasswordRequired={() => setStep({ name: 'google-link', jwt: step.jwt })}
          onFailed={(error) => goHome(googleFailureNotice(error))}
        />
      );
    case 'google-link':
      return (
        <GoogleLinkStep
          jwt={step.jwt}
          email={googleIdentity(step.jwt).email ?? ''}
          onSignedIn={() => afterSignIn(nextUrl ?? '/')}
          onResultInvalid={(message) => goHome({ message, color: 'red' })}
          onCreateAccount={() => setStep({ name: 'google-register', jwt: step.jwt })}
          onBack={() => goHome()}
        />
      );
    case 'google-register':
      return (
        <RegisterForm
          initial={googleIdentity(step.jwt)}
          google={{ jwt: step.jwt, onResultInvalid: (message) => goHome({ message, color: 'red' }) }}
          onCreated={() => afterSignIn(phoneVerifyUrl(nextUrl))}
          onBack={() => goHome()}
        />
      );
  }
}

/** The Google identity's name and e-mail, to prefill the register sub-view. */
function googleIdentity(jwt: string): { name?: string; email?: string } {
  const claims = signInResultClaims(jwt);
  return { name: claims?.name ?? undefined, email: claims?.email ?? undefined };
}

function phoneVerifyUrl(nextUrl: string | null): string {
  return nextUrl ? `/phone-verify?${new URLSearchParams({ next_url: nextUrl })}` : '/phone-verify';
}
