/**
 * Walks an authorization URL of the test issuer the way a browser would, over real HTTP: follows
 * its redirects with its cookies, submits its login form, and stops at the first redirect that
 * leaves the issuer (the client's callback), which it answers.
 */
export async function logInAtIssuer(authorizationUrl: string, credentials: { login: string; password: string }): Promise<URL> {
  const issuerOrigin = new URL(authorizationUrl).origin;
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    if (url.origin !== issuerOrigin) return url;
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: cookieHeader(), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    remember(response);
    form = undefined;
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    if (!page.includes('name="login"')) throw new Error(`The issuer answered ${response.status}: ${page.slice(0, 300)}`);
    form = new URLSearchParams({ login: credentials.login, password: credentials.password });
  }
  throw new Error("The issuer did not send the browser back");
}
