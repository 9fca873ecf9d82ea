/**
 * The first tab stop: jumps past the navigation to the screen's content. Hidden until focused, then
 * a full 44 px target (its padding is set on focus: `not-sr-only` resets padding).
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[200] rounded-full bg-primary font-semibold text-on-primary shadow-[var(--shadow-lifted)] focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:inline-flex focus:min-h-11 focus:items-center focus:px-5"
    >
      Skip to content
    </a>
  );
}
