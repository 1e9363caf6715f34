/** Spec §2: /cookiesblocked is for browsers that refuse cookies (and with them local storage). */
export function areCookiesEnabled(): boolean {
  if (!navigator.cookieEnabled) return false;
  try {
    const probe = "paraph-storage-probe";
    window.localStorage.setItem(probe, "1");
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function hasCookie(name: string): boolean {
  return document.cookie.split(";").some((pair) => pair.trim().split("=")[0] === name);
}
