import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BUSINESS_IMAGE_UPLOAD, formatFileSize, type Business } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { ImageFileButton } from "../../../shared/ui/image/image-file-button.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { fetchBusinessLogo, useProfileChanges } from "../api/profile-api.ts";
import { canvasToPng, cropsHorizontally, drawLogoCrop, logoCropArea } from "./logo-crop.ts";
import styles from "./business-profile.module.css";

/** Decodes the chosen file in the browser, so the admin sees and crops it before anything is sent. */
function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("unreadable"));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * The company logo: the current one, and a new one cropped to the 3 : 1 strip mails and the
 * direct-sign header show, previewed as it will be uploaded. The server checks and normalises it
 * again (docs/business-profile.md).
 */
export function LogoCard({ business }: { business: Business }) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const changes = useProfileChanges(business.id);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [source, setSource] = useState<HTMLImageElement | null>(null);
  const [position, setPosition] = useState(50);
  const [busy, setBusy] = useState<"upload" | "delete" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const logo = business.settings.companyBranding.logo;

  useEffect(() => {
    if (source && canvas.current) drawLogoCrop(canvas.current, source, logoCropArea(source.naturalWidth, source.naturalHeight, position));
  }, [source, position]);

  const choose = async (file: File) => {
    setFailure(null);
    if (file.size > BUSINESS_IMAGE_UPLOAD.maxBytes) return setFailure(t("business_profile.logo.too_large", { size: formatFileSize(BUSINESS_IMAGE_UPLOAD.maxBytes, i18n.language) }));
    try {
      const image = await loadImage(file);
      if (!image.naturalWidth || !image.naturalHeight) throw new Error("unreadable");
      setPosition(50);
      setSource(image);
    } catch {
      setFailure(t("business_profile.logo.unreadable"));
    }
  };

  const work = async (action: "upload" | "delete", change: () => Promise<unknown>, done: string) => {
    setBusy(action);
    setFailure(null);
    try {
      await change();
      setSource(null);
      snackbar.show({ message: done, color: "success" });
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setBusy(null);
    }
  };

  const upload = () => {
    const drawn = canvas.current;
    if (drawn) void work("upload", async () => changes.uploadLogo(await canvasToPng(drawn)), t("business_profile.logo.uploaded"));
  };

  return (
    <Card>
      <h2>{t("business_profile.logo.title")}</h2>
      <p>{t("business_profile.logo.intro", { size: formatFileSize(BUSINESS_IMAGE_UPLOAD.maxBytes, i18n.language) })}</p>
      {logo ? (
        <FetchedImage
          className={styles.logo}
          alt={t("business_profile.logo.current_alt", { name: business.name })}
          sourceKey={logo.url}
          load={({ signal }) => fetchBusinessLogo(api, business.id, logo.url, signal)}
          width={Math.round((logo.width * 48) / logo.height)}
          height={48}
          lazy={false}
          fallback={t("business_profile.logo.failed")}
        />
      ) : (
        <p className={styles.muted}>{t("business_profile.logo.none")}</p>
      )}
      {source ? (
        <>
          <h3>{t("business_profile.logo.preview_title")}</h3>
          <canvas ref={canvas} className={styles.preview} role="img" aria-label={t("business_profile.logo.preview_alt")} />
          <label className={styles.range}>
            {cropsHorizontally(source.naturalWidth, source.naturalHeight) ? t("business_profile.logo.position_horizontal") : t("business_profile.logo.position_vertical")}
            <input type="range" min={0} max={100} value={position} onChange={(event) => setPosition(Number(event.target.value))} />
          </label>
        </>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.toolbar}>
        <ImageFileButton label={t("business_profile.logo.choose")} disabled={busy !== null} onFile={(file) => void choose(file)} />
        {source ? (
          <>
            <Button loading={busy === "upload"} disabled={busy !== null} onClick={upload}>
              {t("business_profile.logo.upload")}
            </Button>
            <Button kind="text" disabled={busy !== null} onClick={() => setSource(null)}>
              {t("business_profile.logo.cancel")}
            </Button>
          </>
        ) : null}
        {logo && !source ? (
          <Button
            kind="secondary"
            color="error"
            loading={busy === "delete"}
            disabled={busy !== null}
            onClick={() => void work("delete", () => changes.deleteLogo(), t("business_profile.logo.deleted"))}
          >
            {t("business_profile.logo.delete")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
