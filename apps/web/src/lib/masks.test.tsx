import { maskCpf, maskPhone } from '@clube/contract';
import { maskitoTransform, type MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cpfMaskOptions, phoneMaskOptions } from './masks';

function MaskedInput({ options }: { options: MaskitoOptions }) {
  const ref = useMaskito({ options });
  return <input ref={ref} aria-label="Campo" />;
}

/** Renders a masked input and types `text` into it key by key, as a member does. */
async function typeInto(options: MaskitoOptions, text: string) {
  render(<MaskedInput options={options} />);
  const input = screen.getByRole('textbox', { name: 'Campo' });
  await userEvent.click(input);
  for (const key of text) await userEvent.keyboard(key);
  return input;
}

describe('input masks', () => {
  it('types a CPF as 000.000.000-00, as the contract formats it', async () => {
    const input = await typeInto(cpfMaskOptions, '52998224725999');
    expect(input).toHaveValue('529.982.247-25');
    expect(maskitoTransform('52998224725', cpfMaskOptions)).toBe(maskCpf('52998224725'));
  });

  it('types a 10-digit landline as (11) 3456-7890', async () => {
    const input = await typeInto(phoneMaskOptions, '1134567890');
    expect(input).toHaveValue('(11) 3456-7890');
  });

  it('switches to (11) 98765-4321 at the 11th digit, and back when one is erased', async () => {
    const input = await typeInto(phoneMaskOptions, '1198765432');
    expect(input).toHaveValue('(11) 9876-5432');
    await userEvent.keyboard('1');
    expect(input).toHaveValue('(11) 98765-4321');
    await userEvent.keyboard('9');
    expect(input).toHaveValue('(11) 98765-4321');
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('(11) 9876-5432');
  });

  it('formats pasted or stored phones exactly as the contract does', () => {
    for (const phone of ['1134567890', '11987654321', '113456789', '119'])
      expect(maskitoTransform(phone, phoneMaskOptions)).toBe(maskPhone(phone));
  });
});
