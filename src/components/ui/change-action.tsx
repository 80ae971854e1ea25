import type { LinkProps } from 'react-router';
import { useChangesNeedConnection } from '../feedback/connection';
import {
  Button,
  ButtonLink,
  buttonClass,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';

const joinIds = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A button that starts a change on the server: offline, disabled with the reason. */
export const ChangeButton = ({ disabled, ...props }: ButtonProps) => {
  const offline = useChangesNeedConnection();
  return (
    <Button
      {...props}
      disabled={disabled || offline !== null}
      title={offline?.title ?? props.title}
      aria-describedby={joinIds(props['aria-describedby'], offline?.['aria-describedby'])}
    />
  );
};

/**
 * A link to a page that makes a change (the import, a QR code's designer): offline, a link that
 * goes nowhere, shown and announced as disabled, with the reason.
 */
export const ChangeLink = ({
  variant,
  size,
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) => {
  const offline = useChangesNeedConnection();
  if (!offline)
    return <ButtonLink variant={variant} size={size} className={className} {...props} />;
  return (
    <span
      role="link"
      aria-disabled="true"
      aria-label={props['aria-label']}
      aria-describedby={offline['aria-describedby']}
      title={offline.title}
      data-shortcut={(props as { 'data-shortcut'?: string })['data-shortcut']}
      className={buttonClass({
        variant,
        size,
        className: `cursor-not-allowed opacity-60 ${className}`,
      })}
    >
      {props.children as React.ReactNode}
    </span>
  );
};
