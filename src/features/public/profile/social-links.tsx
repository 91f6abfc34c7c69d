import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { SocialLink } from '../../../domain/contract/location-profile';
import {
  SOCIAL_LINK_TYPES,
  type SocialLinkType,
  socialLinkHref,
} from '../../../domain/rules/location-profile';

export const SOCIAL_ICONS: Record<SocialLinkType, ComponentType<{ size?: number; stroke?: number }>> = {
  whatsapp: IconBrandWhatsapp,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  tiktok: IconBrandTiktok,
  x: IconBrandX,
  youtube: IconBrandYoutube,
  website: IconWorld,
  email: IconMail,
};

/** The business's social links as icons; a value that makes no safe link is not shown. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const shown = links.flatMap((link) => {
    const href = socialLinkHref(link.type, link.value);
    return href ? [{ ...link, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Group justify="center" gap="sm">
      {shown.map((link) => {
        const Icon = SOCIAL_ICONS[link.type];
        return (
          <ActionIcon
            key={link.type}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SOCIAL_LINK_TYPES[link.type].title}
            variant="white"
            color="dark"
            size="xl"
            radius="xl"
          >
            <Icon size={22} stroke={1.6} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
