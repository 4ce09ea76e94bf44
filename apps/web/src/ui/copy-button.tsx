import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { showToast } from './toast.tsx';

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * Copies one value (an account number, an amount) and says so; `label` names the value for screen readers, `text`
 * replaces the button's word where two copy buttons stand side by side.
 */
export function CopyButton({ value, label, testId, text }: { value: string; label: string; testId?: string; text?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await writeClipboard(value);
      showToast(t('common.copied', { label }), { tone: 'success' });
    } catch {
      showToast(t('common.copy_failed'), { tone: 'error' });
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className="fund-copy"
      onClick={() => void copy()}
      aria-label={t('common.copy_named', { label })}
      data-testid={testId}
    >
      {text ?? t('common.copy')}
    </Button>
  );
}
