import { Alert, Button, Flex, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import type { Invoice } from '../invoice-api';

/** The states of the stamp and cancel dialogs (02 §4): none, loading, ok, error. */
export type ActionState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ok' }
  | { kind: 'error'; message: string };

const BUTTON_WIDTH = { base: '100%', xs: 'auto' };

interface ActionDialogProps {
  opened: boolean;
  title: string;
  state: ActionState;
  /** What the action does and its fields, shown until it succeeds. */
  children: ReactNode;
  okMessage: string;
  actionLabel: string;
  danger?: boolean;
  onAction: () => void;
  onClose: () => void;
}

/** A dialog that runs one action on the invoice and shows how it went, with the server's reason. */
export function ActionDialog(props: ActionDialogProps) {
  const { opened, title, state, children, okMessage, actionLabel, danger, onAction, onClose } = props;
  const loading = state.kind === 'loading';
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
      <Stack gap="md">
        {state.kind === 'ok' ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
            {okMessage}
          </Alert>
        ) : (
          children
        )}
        {state.kind === 'error' && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {state.message}
          </Alert>
        )}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          {state.kind === 'ok' ? (
            <Button w={BUTTON_WIDTH} onClick={onClose}>
              Cerrar
            </Button>
          ) : (
            <>
              <Button variant="default" w={BUTTON_WIDTH} disabled={loading} onClick={onClose}>
                Cerrar
              </Button>
              <Button
                color={danger ? 'red' : undefined}
                w={BUTTON_WIDTH}
                loading={loading}
                onClick={onAction}
              >
                {actionLabel}
              </Button>
            </>
          )}
        </Flex>
      </Stack>
    </Modal>
  );
}

/** What the invoice's detail gives each of its action dialogs (Timbrar, Cancelar). */
export interface InvoiceActionDialogProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  /** After the action succeeded: the detail reads the invoice again. */
  onDone: () => void;
}

/**
 * The state of a dialog's server action: `run` shows loading, then ok (and calls onDone) when the
 * answer says it happened, else the answer's message, the server's error or `failed`.
 */
export function useActionState(failed: string, onDone: () => void) {
  const [state, setState] = useState<ActionState>({ kind: 'none' });
  const run = async (action: () => Promise<{ done: boolean; message?: string | null }>) => {
    setState({ kind: 'loading' });
    try {
      const answer = await action();
      if (answer.done) {
        setState({ kind: 'ok' });
        onDone();
      } else {
        setState({ kind: 'error', message: answer.message || failed });
      }
    } catch (error) {
      setState({ kind: 'error', message: isApiError(error) ? error.message : failed });
    }
  };
  return { state, run, reset: () => setState({ kind: 'none' }) };
}
