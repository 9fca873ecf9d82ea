import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastContextValue, type ToastItem } from './toast-context';
import { ToastViewport } from './ToastViewport';

/**
 * Holds the (at most one) visible toast and renders the notifications region. Wrap the app once;
 * read it with `useToast()`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback<ToastContextValue['toast']>(
    (options) => {
      const id = nextId.current++;
      setCurrent({ ...options, id });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
