import { Button, Group, Input, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { groupSizeChoices } from '../../../domain/rules/group-size-buttons';

/** Below this width the dialog shows 7 buttons instead of 9 (01 §9: mobile < 769 px). */
const MOBILE_QUERY = '(max-width: 768px)';

interface GroupSizeFieldProps {
  max: number;
  value: number | null;
  onChange: (size: number) => void;
  error?: string;
}

/** Group size (01 §9): buttons for the first 7 (mobile) or 9 sizes, the rest in a menu. */
export function GroupSizeField({ max, value, onChange, error }: GroupSizeFieldProps) {
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const { buttons, menu } = groupSizeChoices(max, mobile);
  const inMenu = value !== null && menu.includes(value);

  return (
    <Input.Wrapper label="Personas" error={error}>
      <Group gap={6} role="group" aria-label="Tamaño del grupo">
        {buttons.map((size) => (
          <Button
            key={size}
            w={44}
            px={0}
            variant={value === size ? 'filled' : 'default'}
            aria-pressed={value === size}
            onClick={() => onChange(size)}
          >
            {size}
          </Button>
        ))}
        {menu.length > 0 && (
          <Menu position="bottom-start" shadow="md" withinPortal>
            <Menu.Target>
              <Button
                variant={inMenu ? 'filled' : 'default'}
                rightSection={<IconChevronDown size={16} aria-hidden />}
                aria-label="Más personas"
              >
                {inMenu ? value : `${menu[0]}+`}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
              {menu.map((size) => (
                <Menu.Item key={size} onClick={() => onChange(size)}>
                  {size}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Input.Wrapper>
  );
}
