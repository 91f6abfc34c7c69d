import UnderConstructionPage from '../../ui/under-construction-page';

/** Placeholder until the staff helper lands the location's users and pending invitations. */
export default function StaffPage() {
  return <UnderConstructionPage />;
}
