export interface QueueDrawerProps {
  /** The item shown; it stays set while the drawer closes, so its content does not vanish. */
  itemId: number | null;
  opened: boolean;
  onClose: () => void;
}
