import { useParams, useRouteContext } from '@tanstack/react-router';
import { PublicQueryGate } from '../public-load-state';
import { usePublicProfile } from './profile-queries';
import { ProfileView } from './profile-view';

/** The business's own page at its custom link (/r/{username}): for customers, no login. */
export default function ProfilePage() {
  const { username = '' } = useParams({ strict: false }) as { username?: string };
  const profile = usePublicProfile(username);
  const module = useRouteContext({ from: '__root__', select: (context) => context.module });
  return (
    <PublicQueryGate
      query={profile}
      notFound={{ title: 'Negocio no encontrado.', hint: 'Revisa el enlace que te compartieron.' }}
      failedTitle="No se pudo cargar"
    >
      {(data) => <ProfileView profile={data} module={module} />}
    </PublicQueryGate>
  );
}
