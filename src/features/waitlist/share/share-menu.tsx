import { Button, Menu } from '@mantine/core';
import { IconCopy, IconExternalLink, IconShare } from '@tabler/icons-react';
import { copyToClipboard } from '../../../lib/clipboard';

interface ShareMenuProps {
  /** The location's public page (/r/{username}): the customers' online registration. */
  url: string;
}

/** Share (01 §2.10): open the online registration page in a new tab, or copy its link. */
export function ShareMenu({ url }: ShareMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconShare size={16} />}>
          Compartir
        </Button>
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
