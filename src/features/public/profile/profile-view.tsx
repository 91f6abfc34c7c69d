import { Anchor, Avatar, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileBlock, PublicProfile } from '../../../domain/contract/location-profile';
import { safeHref } from '../../../domain/rules/location-profile';
import type { AppModule } from '../../../domain/rules/modules';
import { formatPhone } from '../../../lib/format';
import { DAY_LABELS } from '../../hours/hours-labels';
import { customerPages } from './profile-customer-pages';
import { SocialLinks } from './social-links';

/** Links the page renders leave it in a new tab, and never tell the target where they came from. */
export const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface ProfileViewProps {
  profile: PublicProfile;
  module: AppModule;
  /** In the profile screen's phone preview: the page's own links open in a new tab. */
  preview?: boolean;
}

/**
 * The business's public page (/r/{username}): logo, name, about, the customer pages that are
 * open, social links and the enabled blocks, in the business's colours. The profile screen's
 * preview renders this same component.
 */
export function ProfileView({ profile, module, preview = false }: ProfileViewProps) {
  const { design } = profile;
  const pages = customerPages(profile, module);
  const blocks = profile.pages.flatMap((page) => page.blocks);
  return (
    <Box
      // The page's own colours fill the screen; the preview fills its phone frame.
      mih={preview ? '100%' : '100dvh'}
      px="md"
      py="xl"
      c={design.text_color}
      style={{ background: `linear-gradient(180deg, ${design.bg_color}, ${design.bg_color2})` }}
    >
      <Stack gap="md" maw={480} mx="auto" align="stretch">
        <Stack gap={6} align="center" ta="center">
          <Avatar src={profile.image_url} size={96} radius={96} alt={`Logo de ${profile.name}`}>
            {profile.name.charAt(0)}
          </Avatar>
          <Title order={1} size="h2">
            {profile.name}
          </Title>
          {profile.description && <Text size="sm">{profile.description}</Text>}
        </Stack>
        <SocialLinks links={profile.social_links} />
        {pages.map((page) => (
          <Button
            key={page.key}
            component="a"
            href={page.href}
            {...(preview ? EXTERNAL : {})}
            size="md"
            radius="xl"
            fullWidth
            styles={{ root: { background: design.btn_bg_color, color: design.btn_text_color } }}
          >
            {page.label}
          </Button>
        ))}
        {blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: saved blocks have no id; the page only shows them in order
          <BlockCard key={`${block.type}-${index}`} block={block} profile={profile} />
        ))}
      </Stack>
    </Box>
  );
}

interface CardProps {
  title: string;
  profile: PublicProfile;
  /** False: only the title shows until the customer opens it (a native details element). */
  expanded?: boolean;
  children: ReactNode;
}

function Card({ title, profile, expanded = true, children }: CardProps) {
  const colors = { bg: profile.design.card_bg_color, c: profile.design.card_text_color };
  if (!expanded)
    return (
      <Paper component="details" radius="lg" p="md" {...colors}>
        <Text component="summary" fw={700} style={{ cursor: 'pointer' }}>
          {title}
        </Text>
        <Stack gap="xs" mt="xs">
          {children}
        </Stack>
      </Paper>
    );
  return (
    <Paper radius="lg" p="md" {...colors}>
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

function BlockCard({ block, profile }: { block: ProfileBlock; profile: PublicProfile }) {
  const button = { background: profile.design.btn_bg_color, color: profile.design.btn_text_color };
  switch (block.type) {
    case 'links':
      return (
        <Card title={block.title} profile={profile} expanded={block.expanded !== false}>
          {block.links.map((link, index) => {
            const href = safeHref(link.url);
            if (!href) return null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: saved links have no id; shown in order
              <Anchor key={`${link.url}-${index}`} href={href} {...EXTERNAL} underline="never" c="inherit">
                <Paper withBorder radius="md" px="md" py="sm" bg="transparent" c="inherit">
                  <Text fw={600}>{link.title}</Text>
                  {link.subtitle && <Text size="sm">{link.subtitle}</Text>}
                </Paper>
              </Anchor>
            );
          })}
        </Card>
      );
    case 'button': {
      const href = safeHref(block.url);
      return (
        <Card title={block.title} profile={profile} expanded={block.expanded !== false}>
          {href && (
            <Button component="a" href={href} {...EXTERNAL} radius="xl" styles={{ root: button }}>
              {block.text}
            </Button>
          )}
        </Card>
      );
    }
    case 'free_text':
      return (
        <Card title={block.title} profile={profile} expanded={block.expanded !== false}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {block.content}
          </Text>
        </Card>
      );
    case 'hours':
      return (
        <Card title={block.title} profile={profile} expanded={block.expanded !== false}>
          {profile.hours.length === 0 && <Text size="sm">Sin horario publicado.</Text>}
          {profile.hours.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: public hours carry no id; shown in order
            <Group key={`${entry.open_time}-${index}`} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                {entry.days_of_week
                  .map((day) => DAY_LABELS[day as keyof typeof DAY_LABELS]?.short ?? day)
                  .join(', ')}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {entry.open_time}–{entry.close_time}
              </Text>
            </Group>
          ))}
        </Card>
      );
    case 'location':
      return <LocationCard title={block.title} profile={profile} expanded={block.expanded !== false} />;
  }
}

function LocationCard({
  title,
  profile,
  expanded,
}: {
  title: string;
  profile: PublicProfile;
  expanded: boolean;
}) {
  const where =
    profile.latitude !== null && profile.longitude !== null
      ? `${profile.latitude},${profile.longitude}`
      : [profile.address, profile.zip_code].filter(Boolean).join(', ');
  return (
    <Card title={title} profile={profile} expanded={expanded}>
      {profile.address && (
        <Text size="sm">
          {profile.address}
          {profile.zip_code ? `, C.P. ${profile.zip_code}` : ''}
        </Text>
      )}
      {where && (
        <Anchor
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`}
          {...EXTERNAL}
          c="inherit"
          fw={600}
          size="sm"
        >
          Ver en el mapa
        </Anchor>
      )}
      {profile.phone && (
        <Anchor href={`tel:${profile.phone}`} c="inherit" size="sm">
          {formatPhone(profile.phone)}
        </Anchor>
      )}
    </Card>
  );
}
