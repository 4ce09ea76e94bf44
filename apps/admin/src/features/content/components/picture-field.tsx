import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { uploadPicture } from '../api/upload-picture.ts';

/** The media store's address of a picture id (the server serves /media/{id}). */
export const mediaUrl = (mediaId: number) => (mediaId > 0 ? `/media/${mediaId}` : '');

/**
 * A picture of an item: the file chosen is uploaded at once (the server re-encodes it and answers its id), and the
 * stored picture is shown as it will be served.
 */
export function PictureField({
  label,
  mediaId,
  onChange,
  removable = false,
}: {
  label: string;
  mediaId: number;
  onChange: (mediaId: number) => void;
  removable?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await uploadPicture(file)).media_id);
    } catch (e) {
      setError((e as { code?: number }).code === 102 ? t('content.error.badImage') : t('content.error.upload'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="picture-field">
      <legend>{label}</legend>
      {mediaId > 0 ? (
        <img className="picture-preview" src={mediaUrl(mediaId)} alt={t('content.preview')} data-testid="picture-preview" />
      ) : (
        <p className="muted">{t('content.noPicture')}</p>
      )}
      <label>
        {t('content.choosePicture')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          aria-busy={busy}
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
      </label>
      {removable && mediaId > 0 && (
        <button type="button" className="link" onClick={() => onChange(0)}>
          {t('content.removePicture')}
        </button>
      )}
      {error && <ErrorNote message={error} />}
    </fieldset>
  );
}
