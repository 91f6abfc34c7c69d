import { Button, MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api/client';
import { type FormSaveOptions, useFormSave } from '../../src/ui/use-form-save';
import { fakeApi, type Reply, rejected } from './helpers/fake-api';

type Options = Partial<FormSaveOptions<{ name: string }, unknown>> & { withForm?: boolean };

/** A one-field form saving through the real API client to a stubbed server. */
function NameForm({ withForm = true, ...options }: Options) {
  const form = useForm({ initialValues: { name: 'Taquería' } });
  const { saving, submit } = useFormSave({
    save: (values: { name: string }) => api.put('/v1/example', values),
    ...(withForm ? { form } : {}),
    ...options,
  });
  return (
    <MantineProvider env="test">
      <Notifications />
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <TextInput label="Nombre" {...form.getInputProps('name')} />
        <Button type="submit" loading={saving}>
          Guardar
        </Button>
      </form>
    </MantineProvider>
  );
}

function serve(reply: () => Reply | Promise<Reply>) {
  return fakeApi({ 'PUT /v1/example': reply });
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar' });

afterEach(() => {
  vi.unstubAllGlobals();
  // Notices live in Mantine's store, not in the rendered tree: each test starts with none.
  notifications.clean();
});

describe('useFormSave', () => {
  it('sends the values, runs what follows the save, then shows the saved notice', async () => {
    const server = serve(() => ({ body: { data: { id: 1 } } }));
    const onSaved = vi.fn();
    render(<NameForm saved="Datos guardados." onSaved={onSaved} />);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Datos guardados.')).toBeTruthy();
    expect(server.callsTo('PUT', '/v1/example')[0]?.body).toEqual({ name: 'Taquería' });
    expect(onSaved).toHaveBeenCalledWith({ data: { id: 1 } }, { name: 'Taquería' });
  });

  it('is saving while the call runs: the button waits and a second submit sends nothing', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const server = serve(() => new Promise<Reply>((resolve) => (answer = resolve)));
    render(<NameForm saved="Datos guardados." />);
    await userEvent.click(saveButton());
    await waitFor(() => expect(saveButton().getAttribute('data-loading')).toBe('true'));
    saveButton().closest('form')?.requestSubmit();
    answer({ body: { data: {} } });
    expect(await screen.findByText('Datos guardados.')).toBeTruthy();
    expect(saveButton().getAttribute('data-loading')).toBeNull();
    expect(server.callsTo('PUT', '/v1/example')).toHaveLength(1);
  });

  it("puts a 422's messages under the fields, with no notice unless one is asked for", async () => {
    serve(() => rejected('name', 'El nombre ya existe.', 'Revisa los datos.'));
    render(<NameForm saved="Datos guardados." />);
    await userEvent.click(saveButton());
    expect(await screen.findByText('El nombre ya existe.')).toBeTruthy();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Revisa los datos.')).toBeNull();
    expect(screen.queryByText('Datos guardados.')).toBeNull();
  });

  it('a long form also says so in a red notice', async () => {
    serve(() => rejected('name', 'El nombre ya existe.'));
    render(<NameForm fieldsNotice="Por favor, corrige los errores." />);
    await userEvent.click(saveButton());
    expect(await screen.findByText('El nombre ya existe.')).toBeTruthy();
    expect(screen.getByText('Por favor, corrige los errores.')).toBeTruthy();
  });

  it("any other refusal shows the server's message in a red notice", async () => {
    serve(() => ({ status: 409, body: { message: 'Ya existe un certificado igual.', code: 'CONFLICT' } }));
    render(<NameForm saved="Datos guardados." />);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Ya existe un certificado igual.')).toBeTruthy();
    expect(screen.queryByText('Datos guardados.')).toBeNull();
  });

  it('a form without server fields shows even a 422 as a notice', async () => {
    serve(() => rejected('emails', 'Correo inválido.', 'Revisa los correos.'));
    render(<NameForm withForm={false} />);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Revisa los correos.')).toBeTruthy();
    expect(screen.queryByText('Correo inválido.')).toBeNull();
  });

  it("a failure that is not the server's shows the form's own message", async () => {
    serve(() => ({ body: { data: {} } }));
    render(
      <NameForm
        failed="No se pudo guardar el cliente."
        onSaved={() => {
          throw new Error('network down');
        }}
      />,
    );
    await userEvent.click(saveButton());
    expect(await screen.findByText('No se pudo guardar el cliente.')).toBeTruthy();
    expect(screen.queryByText('network down')).toBeNull();
  });
});
