import { Spinner } from './Spinner';

/** Shown while a screen's code loads (each screen is its own chunk). */
export function PageFallback() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner label="Loading page…" />
    </div>
  );
}
