import { Menu } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { copyToClipboard } from '../../../lib/clipboard';
import { ShareButton } from './share-button';

/** Opened on first use (lazy chunk): open the online registration page in a new tab, or copy its link. */
export default function ShareMenuDropdown({ url }: { url: string }) {
  return (
    <Menu defaultOpened position="bottom-end" withinPortal>
      <Menu.Target>
        <ShareButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
        >
          Abrir página de registro
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void copyToClipboard(url)}>
          Copiar enlace
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
