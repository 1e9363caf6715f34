import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buildPath, type TemplateListItem } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Pagination } from "../../../shared/ui/pagination/pagination.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { templateKeys, templateListQuery, type TemplateScope } from "../api/templates-api.ts";
import styles from "../components/templates.module.css";

/**
 * /templates: the caller's templates and those shared with their business, searched by name. With
 * `?use=1` (the dashboard's "From a template") it asks which template to make a request from.
 */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const inBusiness = Boolean(user?.business);
  const scope: TemplateScope = params.get("scope") === "shared" && inBusiness ? "shared" : "mine";
  const q = params.get("q") ?? "";
  const isPicking = params.get("use") === "1";
  const linkTo = (next: Record<string, string>) => `?${new URLSearchParams({ ...(isPicking ? { use: "1" } : {}), scope, ...(q ? { q } : {}), ...next }).toString()}`;

  return (
    <>
      <div className={styles.heading}>
        <h1>{t("titles.templates")}</h1>
        <Link to="/templates/new" className={styles.primaryLink}>
          {t("templates.list.new")}
        </Link>
      </div>
      <p className={styles.muted}>{isPicking ? t("templates.list.pick_to_use") : t("templates.list.intro")}</p>
      {inBusiness ? (
        <nav className={styles.tabs} aria-label={t("templates.list.tabs_label")}>
          {(["mine", "shared"] as const).map((name) => (
            <Link key={name} to={linkTo({ scope: name })} aria-current={name === scope ? "page" : undefined}>
              {t(`templates.list.tabs.${name}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <SearchForm key={q} value={q} onSearch={(text) => setParams(new URLSearchParams(linkTo({ q: text }).slice(1)), { replace: true })} />
      <TemplateList key={`${scope}|${q}`} scope={scope} q={q} isPicking={isPicking} />
    </>
  );
}

function SearchForm({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <form role="search" className={styles.search} onSubmit={(event) => (event.preventDefault(), onSearch(text.trim()))}>
      <TextField label={t("templates.list.search")} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" kind="secondary" className={styles.searchButton}>
        {t("templates.list.search_button")}
      </Button>
    </form>
  );
}

function TemplateList({ scope, q, isPicking }: { scope: TemplateScope; q: string; isPicking: boolean }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useLanguage();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(templateListQuery(api, scope, q, page));

  if (list.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (list.isError) return <Alert tone="error">{describeError(list.error, t)}</Alert>;
  if (list.data.items.length === 0) {
    return (
      <Card>
        <div className={styles.empty}>
          <h2>{q ? t("templates.list.empty_search") : t(`templates.list.empty.${scope}`)}</h2>
          {q ? null : (
            <>
              <p className={styles.muted}>{t("templates.list.empty_hint")}</p>
              <Link to="/templates/new" className={styles.primaryLink}>
                {t("templates.list.new")}
              </Link>
            </>
          )}
        </div>
      </Card>
    );
  }

  const confirmDelete = (template: TemplateListItem) =>
    dialogs.open("template/delete-template", { templateId: template.id, title: template.title }, async (action) => {
      if (action === "deleted") await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    });

  return (
    <Card>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t("templates.list.name")}</th>
            <th>{t("templates.list.roles")}</th>
            <th>{t("templates.list.documents")}</th>
            <th>{t("templates.list.updated")}</th>
            <th>{t("templates.list.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.items.map((template) => (
            <tr key={template.id}>
              <td>
                <strong>{template.title}</strong>
                {template.businessId ? <span className={styles.badge}>{t("templates.list.shared_badge")}</span> : null}
                {scope === "shared" ? <div className={styles.muted}>{t("templates.list.by", { name: `${template.owner.firstName} ${template.owner.lastName}`.trim() || template.owner.email })}</div> : null}
              </td>
              <td>{template.roleNames.join(" → ")}</td>
              <td>{template.documentCount}</td>
              <td>{formatDate(template.updatedAt, language)}</td>
              <td>
                <div className={styles.actions}>
                  <Link to={buildPath("/templates/:templateId/use", { templateId: template.id })} aria-label={t("templates.list.use_label", { title: template.title })}>
                    {t("templates.list.use")}
                  </Link>
                  {isPicking ? null : (
                    <>
                      <Link to={buildPath("/templates/:templateId/bulk-send", { templateId: template.id })} aria-label={t("templates.list.bulk_send_label", { title: template.title })}>
                        {t("templates.list.bulk_send")}
                      </Link>
                      {template.canEdit ? (
                        <>
                          <Link to={buildPath("/templates/:templateId", { templateId: template.id })} aria-label={t("templates.list.edit_label", { title: template.title })}>
                            {t("templates.list.edit")}
                          </Link>
                          <Button kind="text" color="error" size="sm" aria-label={t("templates.list.delete_label", { title: template.title })} onClick={() => confirmDelete(template)}>
                            {t("templates.list.delete")}
                          </Button>
                        </>
                      ) : null}
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={list.data.page}
        size={list.data.size}
        total={list.data.total}
        onPage={setPage}
        texts={{
          label: t("templates.list.pagination.label"),
          range: (numbers) => t("templates.list.pagination.range", numbers),
          page: (numbers) => t("templates.list.pagination.page", numbers),
          previous: t("templates.list.pagination.previous"),
          next: t("templates.list.pagination.next"),
        }}
      />
    </Card>
  );
}
