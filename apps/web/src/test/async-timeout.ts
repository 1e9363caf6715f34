import { configure } from "@testing-library/react";

/**
 * Pages load lazily; on a busy two-core machine the first render of a page's chunk can take
 * longer than Testing Library's 1 s default, so `findBy…` and `waitFor` wait up to 5 s.
 */
configure({ asyncUtilTimeout: 5000 });
