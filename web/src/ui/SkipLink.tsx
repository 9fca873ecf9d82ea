/** The first tab stop: jumps past the navigation to the screen's content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[200] rounded-full bg-primary px-5 py-3 font-semibold text-on-primary shadow-[var(--shadow-lifted)] focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
