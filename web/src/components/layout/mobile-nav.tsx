import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LogOut, MenuIcon, X } from './icons';

interface MobileNavProps {
  links: readonly { to: string; label: string }[];
  onLogout?: () => void;
}

const itemClass = 'flex w-full items-center gap-2 rounded-md px-3 py-3 text-base font-medium hover:bg-accent hover:text-accent-foreground';

/**
 * The navigation on narrow screens: a Menu button that discloses every link in a panel under the header (the
 * disclosure pattern, not an ARIA menu: these are plain links). Escape, a click outside, or following a link closes
 * it; focus goes to the first link on opening and back to the button on Escape.
 */
export const MobileNav = ({ links, onLogout }: MobileNavProps) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // Following a link closes the panel: the page under it changed.
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((wasOpen) => !wasOpen);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        {open ? <X className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <div ref={panel} id={panelId} className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 shadow-lg">
          <ul className="mx-auto max-w-6xl space-y-1 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => clsx(itemClass, isActive ? 'text-primary' : 'text-foreground')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {onLogout && (
              <li>
                <button type="button" onClick={onLogout} className={clsx(itemClass, 'text-muted-foreground')}>
                  <LogOut /> Logout
                </button>
              </li>
            )}
          </ul>
        </div>
      )}
    </>
  );
};
