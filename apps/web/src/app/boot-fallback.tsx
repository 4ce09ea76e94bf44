/** Shown for the moment the first route's redirect rules run. */
export function BootFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
