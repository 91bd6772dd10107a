import { type IconButtonProps, PlainIconButton } from './plain-icon-button';
import { Tooltip } from './tooltip';

export { type IconButtonProps, iconButtonVariants } from './plain-icon-button';

// Its own module so that pages with plain Buttons (the login page) do not load the tooltip and its positioning.
export function IconButton(props: IconButtonProps) {
  return (
    <Tooltip content={props.label}>
      <PlainIconButton {...props} />
    </Tooltip>
  );
}
