import { expect, test } from './fixtures';

/*
 * 'Perto de mim' with the browser's position set by the test (Avenida Paulista, São Paulo): the
 * demo's local partners have coordinates near their city's centre.
 */
test.use({
  geolocation: { latitude: -23.5613, longitude: -46.6565 },
  permissions: ['geolocation'],
});

const km = (text: string) => Number(text.replace(' km', '').replace(',', '.'));

// The favourite is kept on a card of the test's own member (first card Viva Mais, as the demo's).
test('the local partners sorted by distance from the phone, and a favourite kept', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Locais/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiros Locais' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('get-parceiro-lista')) sent.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  const nearMe = page.getByRole('button', { name: 'Perto de mim' });
  await nearMe.click();
  await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Mais perto primeiro.', { exact: false })).toBeVisible();
  const distances = page.getByRole('article').getByText(/^\d+,\d km$/);
  await expect(distances.first()).toBeVisible();
  const values = (await distances.allTextContents()).map(km);
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  // The position left the phone rounded to 3 decimals, in the body, never in the URL.
  expect(
    sent.some((s) => s.includes('"latitude":-23.561') && s.includes('"longitude":-46.657')),
  ).toBe(true);
  expect(sent.every((s) => !s.split(' ')[0]!.includes('23.56'))).toBe(true);

  await page.getByLabel('Raio').selectOption({ label: 'Até 2 km' });
  await expect
    .poll(async () => (await distances.allTextContents()).map(km).every((d) => d <= 2))
    .toBe(true);

  const first = page.getByRole('article').first();
  const heart = first.getByRole('button', { name: /^Favorito:/ });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await nearMe.click();
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await page.screenshot({ path: 'test-results/partners-nearby-favourites.png' });
});
