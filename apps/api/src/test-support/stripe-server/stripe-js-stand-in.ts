/**
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) for browser tests only:
 * Stripe's CDN is out of reach here, so Playwright answers the script's URL with this one. It
 * offers what `@stripe/stripe-js` and `@stripe/react-stripe-js` call on the card-form path —
 * `Stripe(publishableKey)`, `elements()`, the `card` element (mount, update, on/off, destroy),
 * `confirmCardSetup`, `createPaymentMethod`, `retrieveSetupIntent` — and sends the card to the local
 * Stripe server exactly as Stripe.js sends it to api.stripe.com (publishable key, client secret,
 * `payment_method_data[card][…]`). Its card element is plain inputs in the page (labelled "Card
 * number", "Expiry (MM / YY)", "CVC") instead of Stripe's iframe.
 */
export function stripeJsStandInSource(apiBaseUrl: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiBaseUrl.replace(/\/$/, ""))};
  function encode(data, prefix, pairs) {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined || value === null) continue;
      const name = prefix ? prefix + "[" + key + "]" : key;
      if (typeof value === "object") encode(value, name, pairs);
      else pairs.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(value)));
    }
    return pairs;
  }
  async function post(path, data) {
    const response = await fetch(API + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: encode(data, "", []).join("&") });
    const body = await response.json();
    return response.ok ? { body } : { error: body.error };
  }
  function createCardElement(options) {
    const listeners = {};
    let root = null;
    const fields = {};
    const emit = (event, payload) => (listeners[event] || []).slice().forEach((handler) => handler(payload));
    const state = () => {
      const number = (fields.number && fields.number.value || "").replace(/\\s+/g, "");
      const expiry = (fields.expiry && fields.expiry.value || "").trim();
      const cvc = (fields.cvc && fields.cvc.value || "").trim();
      const complete = /^\\d{12,19}$/.test(number) && /^(0[1-9]|1[0-2])\\s*\\/\\s*\\d{2}$/.test(expiry) && /^\\d{3,4}$/.test(cvc);
      return { elementType: "card", empty: number === "" && expiry === "" && cvc === "", complete, error: undefined, brand: number.startsWith("4") ? "visa" : number.startsWith("5") ? "mastercard" : "unknown", value: {} };
    };
    const element = {
      _type: "card",
      mount(target) {
        root = typeof target === "string" ? document.querySelector(target) : target;
        const make = (name, label, placeholder) => {
          const input = document.createElement("input");
          input.name = "stripe-" + name;
          input.setAttribute("aria-label", label);
          input.placeholder = placeholder;
          input.autocomplete = "off";
          input.addEventListener("input", () => emit("change", state()));
          input.addEventListener("focus", () => emit("focus", { elementType: "card" }));
          input.addEventListener("blur", () => emit("blur", { elementType: "card" }));
          fields[name] = input;
          root.appendChild(input);
        };
        make("number", "Card number", "1234 1234 1234 1234");
        make("expiry", "Expiry (MM / YY)", "MM / YY");
        make("cvc", "CVC", "CVC");
        setTimeout(() => emit("ready", { elementType: "card" }), 0);
      },
      unmount() { if (root) root.replaceChildren(); },
      destroy() { if (root) root.replaceChildren(); root = null; },
      update(next) { Object.assign(options, next || {}); },
      focus() { if (fields.number) fields.number.focus(); },
      blur() {},
      clear() { Object.values(fields).forEach((input) => { input.value = ""; }); emit("change", state()); },
      on(event, handler) { (listeners[event] = listeners[event] || []).push(handler); return element; },
      off(event, handler) { listeners[event] = (listeners[event] || []).filter((entry) => entry !== handler); return element; },
      once(event, handler) { const wrapped = (payload) => { element.off(event, wrapped); handler(payload); }; return element.on(event, wrapped); },
      _card() {
        const [month, year] = (fields.expiry.value || "").split("/").map((part) => part.trim());
        return { number: fields.number.value.replace(/\\s+/g, ""), exp_month: month, exp_year: year, cvc: fields.cvc.value.trim() };
      },
    };
    return element;
  }
  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_/.test(String(publishableKey))) throw new Error("Invalid publishable key");
    const created = {};
    const paymentMethodData = (paymentMethod) => {
      const card = paymentMethod && paymentMethod.card;
      if (!card || typeof card._card !== "function") return null;
      return { type: "card", card: card._card(), billing_details: paymentMethod.billing_details };
    };
    const stripe = {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        return {
          create(type, elementOptions) {
            if (type !== "card") throw new Error("This Stripe.js stand-in offers only the card element, not " + type);
            created[type] = createCardElement(elementOptions || {});
            return created[type];
          },
          getElement(type) { return created[typeof type === "string" ? type : "card"] || null; },
          update() {},
          fetchUpdates() { return Promise.resolve({}); },
          submit() { return Promise.resolve({}); },
        };
      },
      async confirmCardSetup(clientSecret, data) {
        const id = String(clientSecret).split("_secret_")[0];
        const method = data && data.payment_method;
        const body = { key: publishableKey, client_secret: clientSecret };
        if (typeof method === "string") body.payment_method = method;
        else {
          const inline = paymentMethodData(method);
          if (!inline) return { error: { type: "validation_error", message: "A card element is needed" } };
          body.payment_method_data = inline;
        }
        const result = await post("/v1/setup_intents/" + id + "/confirm", body);
        return result.error ? { error: result.error } : { setupIntent: result.body };
      },
      async createPaymentMethod(data) {
        const inline = paymentMethodData(data && data.card ? data : { card: data && data.element });
        if (!inline) return { error: { type: "validation_error", message: "A card element is needed" } };
        const result = await post("/v1/payment_methods", { key: publishableKey, ...inline });
        return result.error ? { error: result.error } : { paymentMethod: result.body };
      },
      async retrieveSetupIntent(clientSecret) {
        const id = String(clientSecret).split("_secret_")[0];
        const response = await fetch(API + "/v1/setup_intents/" + id + "?key=" + encodeURIComponent(publishableKey) + "&client_secret=" + encodeURIComponent(clientSecret));
        const body = await response.json();
        return response.ok ? { setupIntent: body } : { error: body.error };
      },
      createToken() { return Promise.resolve({ error: { type: "invalid_request_error", message: "Tokens are not offered by this stand-in" } }); },
      confirmCardPayment() { return Promise.resolve({ error: { type: "invalid_request_error", message: "Payments are not offered by this stand-in" } }); },
    };
    return stripe;
  }
  window.Stripe = Stripe;
})();
`;
}
