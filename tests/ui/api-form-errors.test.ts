import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/api-error';
import { applyFormErrors } from '../../src/lib/api/form-errors';

function renderContactForm() {
  return renderHook(() =>
    useForm({ initialValues: { name: '', phone: '', variants: [{ name: '' }, { name: '' }] } }),
  ).result;
}

describe('applyFormErrors (spec 01 §8: form save errors map onto fields)', () => {
  it('puts each field’s first message under that field, nested and indexed paths included', () => {
    const form = renderContactForm();
    const error = new ApiError({
      status: 422,
      message: 'Revisa los datos.',
      errors: {
        name: ['El nombre es obligatorio.', 'Máximo 100 caracteres.'],
        'variants[1].name': ['El nombre de la variante es obligatorio.'],
      },
    });

    let applied = false;
    act(() => {
      applied = applyFormErrors(form.current, error);
    });

    expect(applied).toBe(true);
    expect(form.current.errors).toEqual({
      name: 'El nombre es obligatorio.',
      'variants.1.name': 'El nombre de la variante es obligatorio.',
    });
  });

  it('leaves the form untouched and says so when there are no field errors', () => {
    const form = renderContactForm();

    act(() => {
      expect(
        applyFormErrors(
          form.current,
          new ApiError({ status: 0, message: 'Verifique su conexión a internet.' }),
        ),
      ).toBe(false);
      expect(applyFormErrors(form.current, new Error('boom'))).toBe(false);
    });

    expect(form.current.errors).toEqual({});
  });
});
