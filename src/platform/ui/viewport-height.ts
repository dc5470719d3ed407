/**
 * Spec §9: the page height unit is set from the window height (mobile browsers' 100vh includes
 * the address bar). CSS uses `calc(var(--vh) * 100)`.
 */
export function trackViewportHeight(): void {
  const update = () => document.documentElement.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
  update();
  window.addEventListener('resize', update);
}
