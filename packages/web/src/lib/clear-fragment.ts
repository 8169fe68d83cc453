/** Removes the address's #fragment without a navigation, keeping the router's history state. */
export function clearTarget() {
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
