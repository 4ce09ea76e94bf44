import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Shown instead of the image when there is no source or it fails to load. */
  fallback: ReactNode;
};

/** An image that falls back to other content when its source is empty or broken. */
export function FallbackImage({ src, fallback, alt = '', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return <img src={src} alt={alt} onError={() => setFailedSrc(src)} {...rest} />;
}
