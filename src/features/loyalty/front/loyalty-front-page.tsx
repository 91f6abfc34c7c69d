import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { afterFirstScreen } from '../../../lib/when-idle';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { FrontEmptyState } from './front-empty-state';
import { PhoneOrCodeDialog } from './phone-or-code-dialog';
import { ProgramCard } from './program-card';
import { preloadQrDecoder } from './qr-camera';
import { ScannerDialog } from './scanner-dialog';
import { SuccessDialog } from './success-dialog';
import { TransactionDialog } from './transaction-dialog';
import { useAvailablePrograms } from './use-available-programs';
import { useTransactionFlow } from './use-transaction-flow';

/**
 * 'Lealtad' (loyalty-home, 01 §2.2): the cashier's screen. The available programs, each with
 * 'Escanear QR' and 'Teléfono o código', then the transaction dialog and the success alert.
 */
export function LoyaltyFrontPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const roles = account?.roles ?? [];
  const programs = useAvailablePrograms(account?.location?.id ?? null);
  const { flow, preparing, open, close, submit, completed } = useTransactionFlow();
  const canTransact = canAccess(roles, 'loyalty-transact');
  const scannable = canTransact && (programs.data?.length ?? 0) > 0;
  useEffect(() => {
    if (scannable) return afterFirstScreen(preloadQrDecoder);
  }, [scannable]);

  return (
    <Stack gap="md">
      <PageHeader title="Lealtad" align="center">
        <Group gap="xs">
          <Button component={Link} to="/loyalty/transactions" variant="default">
            Transacciones
          </Button>
          {canAccess(roles, 'loyalty-programs') && (
            <Button component={Link} to="/loyalty/programs" variant="default">
              Programas
            </Button>
          )}
          {canAccess(roles, 'stats') && (
            <Button component={Link} to="/loyalty/loyalty-report" variant="default">
              Reporte
            </Button>
          )}
        </Group>
      </PageHeader>

      <ListStates
        query={programs}
        errorTitle="No se pudieron cargar los programas"
        empty={<FrontEmptyState canCreate={canAccess(roles, 'loyalty-programs-write')} />}
      >
        {(list) =>
          list.map((program) => (
            <ProgramCard key={program.id} program={program} onStart={canTransact ? open : null} />
          ))
        }
      </ListStates>

      {flow.step === 'scan' && (
        <ScannerDialog
          program={flow.program}
          preparing={preparing}
          onCode={(code) => submit(flow.program, { input_method: 'code', input_value: code })}
          onTypeCode={() => open('input', flow.program)}
          onClose={close}
        />
      )}
      {flow.step === 'input' && (
        <PhoneOrCodeDialog
          program={flow.program}
          preparing={preparing}
          onSubmit={(input) => submit(flow.program, input)}
          onClose={close}
        />
      )}
      {flow.step === 'transaction' && (
        <TransactionDialog
          prepared={flow.prepared}
          timeZone={account?.location?.timezone}
          onCompleted={completed}
          onClose={close}
        />
      )}
      {flow.step === 'done' && <SuccessDialog result={flow.result} onClose={close} />}
    </Stack>
  );
}
