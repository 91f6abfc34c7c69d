import UnderConstructionPage from '../../../ui/under-construction-page';

/** Placeholder until the access helper lands this screen. */
export function InvitePage() {
  return <UnderConstructionPage />;
}
