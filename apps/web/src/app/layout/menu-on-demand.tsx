import { type ComponentType, lazy, type ReactElement, Suspense, useEffect, useRef, useState } from 'react';

/** What a menu fetched on demand is told: whether the click that fetched it asks for it open. */
export type OnDemandMenuProps = { openOnArrival: boolean };

/** What the menu's stand-in button needs to fetch the menu and to be read as a menu's button. */
type StandInHandlers = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
};

/**
 * A header menu whose code (Mantine's Menu and the floating dropdown under it) is fetched when the
 * pointer or the focus comes to its button, and mounted only then: a first page neither carries it
 * nor positions a closed dropdown in its first commit (a Popover sets state from its refs there,
 * which re-renders the page at once; issue 35). Until then `standIn` draws the same button; a click
 * before the menu is there opens it as soon as it arrives. Once fetched, later pages mount it at once.
 */
export function menuOnDemand(load: () => Promise<{ default: ComponentType<OnDemandMenuProps> }>) {
  let isLoaded = false;
  const loadOnce = () =>
    load().then((module) => {
      isLoaded = true;
      return module;
    });
  const Menu = lazy(loadOnce);
  const preload = () => void loadOnce().catch(() => undefined);

  return function MenuOnDemand({ standIn }: { standIn: (handlers: StandInHandlers) => ReactElement }) {
    const [menu, setMenu] = useState<'none' | 'closed' | 'opening'>(isLoaded ? 'closed' : 'none');
    const button = standIn({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setMenu('opening'),
    });
    if (menu === 'none') return button;
    return (
      <Suspense fallback={button}>
        <Menu openOnArrival={menu === 'opening'} />
      </Suspense>
    );
  };
}

/**
 * The open state of a menu fetched on demand. Opened by the click that fetched it, it first takes
 * the focus onto its own button, so closing the menu returns the focus there as it always does.
 */
export function useOpenOnArrival<T extends HTMLElement>(openOnArrival: boolean) {
  const [isOpen, setIsOpen] = useState(false);
  const targetRef = useRef<T>(null);
  const shouldOpen = useRef(openOnArrival);

  useEffect(() => {
    if (!shouldOpen.current) return;
    shouldOpen.current = false;
    targetRef.current?.focus();
    setIsOpen(true);
  }, []);

  return { isOpen, setIsOpen, targetRef };
}
