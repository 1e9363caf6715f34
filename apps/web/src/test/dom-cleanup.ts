import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The web project runs without vitest globals, so Testing Library cannot register its own cleanup;
// component tests import this module to unmount what each test rendered.
afterEach(() => {
  cleanup();
  document.body.style.overflow = "";
});
