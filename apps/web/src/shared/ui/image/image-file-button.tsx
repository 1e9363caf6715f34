import { useRef, type ChangeEvent } from "react";
import { BUSINESS_IMAGE_UPLOAD } from "@paraph/contracts";
import { Button } from "../button/button.tsx";

interface ImageFileButtonProps {
  /** The button's words, also the name of the hidden file field (tests and assistive technology find it by them). */
  label: string;
  onFile: (file: File) => void;
  loading?: boolean;
  disabled?: boolean;
}

/** A button that opens the system's file picker for one image of the kinds the server accepts. */
export function ImageFileButton({ label, onFile, loading = false, disabled = false }: ImageFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={BUSINESS_IMAGE_UPLOAD.mediaTypes.join(",")}
        className="visually-hidden"
        aria-label={label}
        tabIndex={-1}
        onChange={choose}
      />
      <Button kind="secondary" loading={loading} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
