import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../shared/ui/field/text-field.tsx";

const SEARCH_DELAY_MS = 300;

/** The search text; it reaches the URL (and the list) once typing pauses. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  // The URL may change without typing (another tab, back button): show what it says.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latestOnSearch.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <form role="search" onSubmit={(event) => (event.preventDefault(), onSearch(text))}>
      <TextField
        label={t("signature_requests.dashboard.search_label")}
        type="search"
        value={text}
        placeholder={t("signature_requests.dashboard.search_placeholder")}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
