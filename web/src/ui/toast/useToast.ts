import { useContext } from 'react';
import { ToastContext, type ToastContextValue } from './toast-context';

/**
 * `const { toast } = useToast(); toast({ title: 'Goal created successfully!' })`.
 * One toast is visible at a time: a new one replaces the old.
 */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast() must be used inside <ToastProvider>');
  return value;
}
