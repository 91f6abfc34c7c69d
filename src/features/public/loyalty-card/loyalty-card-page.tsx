import UnderConstructionPage from '../../../ui/under-construction-page';

/** Placeholder until the loyalty card helper lands the customer's card page. */
export default function LoyaltyCardPage() {
  return <UnderConstructionPage />;
}
