import { VIDEO_SERVICE_LABELS, type PersonComboItem } from '@clube/contract';
import { expect, test } from './fixtures';

// The demo member's first card is Viva Mais Benefícios: tadodoi and atendimento_liberado on, all six
// video services, three prescriptions and four appointments of the holder, and dependents (seed
// apps/api/src/db/seed/companies.ts and health.ts).

test('choosing a dependent acts for them and shows their video services', async ({
  page,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  const peopleAnswer = page.waitForResponse((r) => r.url().endsWith('/lista-pessoas-combo'));
  const holderLinks = page.waitForResponse((r) => r.url().endsWith('/habilitar-link-atendimento'));
  await page.goto('/auth/menu');
  await page.getByRole('link', { name: /Tá Dodói/ }).click();
  await expect(page).toHaveURL(/\/auth\/get-touch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento' })).toBeVisible();

  const people = (await (await peopleAnswer).json()) as PersonComboItem[];
  const [holder, ...dependents] = people;
  const dependent = dependents[0];
  if (!holder || !dependent) throw new Error('the demo card has no dependents');
  const chooser = page.getByLabel('Para quem é o atendimento?');
  await expect(chooser).toHaveValue(`${holder.idCliente}-${holder.idPerfil}`);
  expect((await holderLinks).request().postDataJSON()).toEqual({
    idCliente: holder.idCliente,
    idPerfil: holder.idPerfil,
  });

  const dependentLinks = page.waitForResponse((r) =>
    r.url().endsWith('/habilitar-link-atendimento'),
  );
  await chooser.selectOption({ label: dependent.nome });
  const answer = await dependentLinks;
  expect(answer.request().postDataJSON()).toEqual({
    idCliente: dependent.idCliente,
    idPerfil: dependent.idPerfil,
  });
  expect(answer.ok()).toBe(true);
  for (const label of Object.values(VIDEO_SERVICE_LABELS)) {
    const link = page.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('link', { name: /Atendimento 24 horas/ })).toBeVisible();

  // The dependent stays the acting identity on the next screens.
  const prescriptions = page.waitForResponse((r) => r.url().endsWith('/lista-minhas-receitas'));
  await page.getByRole('link', { name: 'Minhas Receitas' }).click();
  expect((await prescriptions).request().postDataJSON()).toEqual({
    idCliente: dependent.idCliente,
    idPerfil: dependent.idPerfil,
  });
});

test('a prescription opens as a PDF in a new tab', async ({ page, context, signInToFirstCard }) => {
  await signInToFirstCard();
  await page.goto('/auth/my-receipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Receitas' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Receita - Amoxicilina 500 mg' });
  await expect(card).toContainText('Dra. Camila Ferreira');

  const signed = page.waitForResponse((r) => r.url().endsWith('/lista-minhas-receitas-documento'));
  const popup = page.waitForEvent('popup');
  const pdf = context.waitForEvent('response', (r) => r.url().includes('sig='));
  await card.getByRole('button', { name: 'Abrir Documento' }).click();

  const { data } = (await (await signed).json()) as { data: string };
  const tab = await popup;
  const response = await pdf;
  expect(response.url()).toBe(new URL(data, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The tab may still be swapping its blank page for the PDF: ask again until it answers.
  await expect
    .poll(() => tab.evaluate(() => window.opener === null).catch(() => 'navigating'))
    .toBe(true);
  await tab.close();
  await expect(card.getByRole('button', { name: 'Abrir Documento' })).toBeEnabled();
});

test.describe('a member of the test’s own', () => {
  // Its Viva Mais card has the demo member's two cancellable appointments.
  test.use({
    memberSpec: {
      cards: [
        { company: 'viva', household: true, appointments: true },
        { company: 'conecta', perfil: 9 },
      ],
    },
  });

  test('an appointment is cancelled through the sheet and leaves the agenda', async ({
    page,
    member,
    signInToFirstCard,
  }) => {
    await signInToFirstCard(member);
    await page.goto('/auth/my-appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
    const appointment = page.getByRole('article').filter({ hasText: 'Dra. Camila Ferreira' });
    await expect(appointment).toHaveCount(1);
    const code = (await appointment.locator('dd').first().textContent()) ?? '';
    expect(code).toMatch(/^CNS-\d{6}$/);

    // Dismissed with 'Cancelar' and with Esc: nothing changes.
    await appointment.getByRole('button', { name: 'Cancelar consulta' }).click();
    const sheet = page.getByRole('dialog', { name: 'Cancelar agendamento' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(
      'Você tem certeza que deseja cancelar esse atendimento? Não é possível cancelar a ação!',
    );
    await sheet.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(sheet).toBeHidden();
    await appointment.getByRole('button', { name: 'Cancelar consulta' }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await appointment.getByRole('button', { name: 'Cancelar consulta' }).click();
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/cancelar-agendamento'));
    await sheet.getByRole('button', { name: 'Confirmar' }).click();
    expect((await cancelled).request().postDataJSON()).toMatchObject({ codigo: code });
    await expect(page.getByText('Agendamento cancelado!')).toBeVisible();
    await expect(sheet).toBeHidden();

    // docs/product.md#constants-and-delays: the list reloads 2 s later, without the cancelled appointment.
    await expect(page.getByText(code, { exact: true })).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('article').filter({ hasText: 'Dr. Rafael Nunes' })).toBeVisible();
  });
});
