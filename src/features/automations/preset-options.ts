import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';

/** 'Lista de espera: Una visita se completa' → its area and what happens. */
export function presetParts(name: string): { area: string; label: string } {
  const at = name.indexOf(': ');
  return at < 0 ? { area: '', label: name } : { area: name.slice(0, at), label: name.slice(at + 2) };
}

/**
 * Events or actions as a Select's options grouped by area ('Lista de espera', 'Encuestas'…): each
 * option shows only what happens, so a phone's narrow field is not cut to 'Lista de espera: Una
 * visita se co…'. Areas keep the catalog's order.
 */
export function groupedPresetOptions(
  presets: readonly { id: number; name: string }[],
): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<string, ComboboxItemGroup<ComboboxItem>>();
  for (const preset of presets) {
    const { area, label } = presetParts(preset.name);
    const group = groups.get(area) ?? { group: area, items: [] };
    group.items.push({ value: String(preset.id), label });
    groups.set(area, group);
  }
  return [...groups.values()];
}
