import UnderConstructionPage from '../../../ui/under-construction-page';

/** Placeholder while the kitchen issue builds this screen. */
export default function ShopSettingsPage() {
  return <UnderConstructionPage />;
}
