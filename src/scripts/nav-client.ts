/** Navigation behaviour the platform does not give for free (docs/site.md#navigation). */

/** Scroll distance after which the bar gains its shadow (docs/site.md#navigation: 50 px). */
export const NAV_SHADOW_AFTER_PX = 50;

/** Shadow after 50 px of scroll; choosing a drawer link closes the drawer. */
export function initNav(): void {
  const header = document.querySelector<HTMLElement>('[data-site-nav]');
  const drawer = document.getElementById('nav-drawer');
  if (header) {
    const update = (): void => {
      header.toggleAttribute('data-scrolled', window.scrollY > NAV_SHADOW_AFTER_PX);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
  }
  if (drawer) {
    for (const link of drawer.querySelectorAll('[data-drawer-link]')) {
      link.addEventListener('click', () => drawer.hidePopover());
    }
  }
}

/** "Back" links go back in history when there is somewhere to go back to, else follow their href. */
export function initHistoryBack(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-history-back]')) {
    link.addEventListener('click', (event) => {
      if (history.length <= 1 || !document.referrer.startsWith(location.origin)) return;
      event.preventDefault();
      history.back();
    });
  }
}
