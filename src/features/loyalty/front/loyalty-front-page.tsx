import UnderConstructionPage from '../../../ui/under-construction-page';

/** Placeholder until the loyalty helpers land this screen. */
export function LoyaltyFrontPage() {
  return <UnderConstructionPage />;
}
