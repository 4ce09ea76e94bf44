import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { MaintenanceDialog } from './maintenance-dialog.tsx';

async function renderDialog(customerServiceLink: string) {
  const view = await renderWithProviders(
    <MaintenanceDialog interval={null} customerServiceLink={customerServiceLink} onClose={() => {}} />,
  );
  return { dialog: await screen.findByTestId('maintenance-dialog'), unmount: view.unmount };
}

describe('the maintenance dialog', () => {
  it('links the customer service button to an http(s) address', async () => {
    const { dialog } = await renderDialog('https://support.example.com');
    expect(within(dialog).getByTestId('maintenance-customer-service').getAttribute('href')).toBe('https://support.example.com');
  });

  it('renders no link for a javascript: address, or any other that is not http(s)', async () => {
    for (const unsafe of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.example']) {
      const { dialog, unmount } = await renderDialog(unsafe);
      expect(within(dialog).queryByTestId('maintenance-customer-service')).toBeNull();
      expect(dialog.querySelector('a')).toBeNull();
      unmount();
    }
  });
});
