import UnderConstructionPage from '../../ui/under-construction-page';

/** Placeholder until the onboarding helper lands onboard-home (welcome, location, preferences, ready). */
export default function OnboardPage() {
  return <UnderConstructionPage />;
}
