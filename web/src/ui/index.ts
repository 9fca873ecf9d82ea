/**
 * Selah's UI kit: small, accessible building blocks styled with the design tokens in index.css.
 * Import from here: `import { Button, Card, useToast } from '../../ui'`.
 */
export { Avatar, initialsOf, type AvatarProps } from './Avatar';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';
export { Card, type CardProps } from './Card';
export { CardHeader, type CardHeaderProps } from './CardHeader';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FormField, controlClasses, type FieldChromeProps } from './FormField';
export { MoodFace, type MoodFaceProps } from './MoodFace';
export { LikeButton, likesText, type LikeButtonProps } from './LikeButton';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PasswordField } from './PasswordField';
export { ProgressBar, clampPercent, type ProgressBarProps } from './ProgressBar';
export { ProgressRing, type ProgressRingProps, type RingColor } from './ProgressRing';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatCard, StatRow, type StatCardProps } from './StatCard';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export {
  Tooltip,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
} from './Tooltip';
export { ToastProvider } from './toast/ToastProvider';
export { useToast } from './toast/useToast';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastOptions,
  type ToastVariant,
} from './toast/toast-context';
export * from './icons';
export * from './action-icons';
