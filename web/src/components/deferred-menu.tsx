import type { ButtonProps } from '@chakra-ui/react';
import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';

type Trigger = ReactElement<ButtonProps>;

/** What a menu loaded on first use receives: its trigger button, and whether it opens at once. */
export type DeferredMenuProps = { trigger: Trigger; defaultOpen: boolean };

type Props = {
  /** The menu's button: shown alone until the menu has loaded, then as the menu's trigger. */
  trigger: Trigger;
  load: () => Promise<ComponentType<DeferredMenuProps>>;
};

/**
 * A menu whose code (the menu and positioning machines, about 20 KB compressed) loads when the
 * person first reaches for its button (pointer over it, focus, press), not with the page: a press
 * begun before it has loaded opens it once loaded (the loaded menu's button takes this one's place,
 * so a press that ends on it is no click of either), and a focused button keeps the focus. A failed
 * load is tried again at the next reach.
 */
export const DeferredMenu = ({ trigger, load }: Props) => {
  const [Menu, setMenu] = useState<ComponentType<DeferredMenuProps> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  const [loading, setLoading] = useState(false);

  const start = () => {
    if (loading) return;
    setLoading(true);
    load().then(
      (component) => setMenu(() => component),
      () => setLoading(false),
    );
  };

  const press = () => {
    setOpenOnLoad(true);
    start();
  };

  if (Menu) return <Menu trigger={focused ? cloneElement(trigger, { autoFocus: true }) : trigger} defaultOpen={openOnLoad} />;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: start,
    onFocus: () => {
      setFocused(true);
      start();
    },
    onBlur: () => setFocused(false),
    onPointerDown: press,
    onClick: press,
  });
};
