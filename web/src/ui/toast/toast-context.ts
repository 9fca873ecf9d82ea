import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

export interface ToastHandle {
  id: number;
  dismiss: () => void;
}

export interface ToastContextValue {
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: number) => void;
}

/**
 * How long a toast stays up by default (a product requirement); paused while hovered, focused or
 * being swiped.
 */
export const TOAST_DURATION_MS = 5000;
/** Swiping a toast right by more than this dismisses it (a product requirement). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notifications region (a product requirement). */
export const TOAST_HOTKEY = 'F8';

export const ToastContext = createContext<ToastContextValue | null>(null);
