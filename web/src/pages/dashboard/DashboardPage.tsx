import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { loginRedirect } from "../../app/loaders";
import { loadCustomer } from "../../auth/customer";
import { Icon } from "../../ui/Icon";

/** The customer the access guard loaded (cached); a refused token was already sent to login. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await loadCustomer();
  if (!user) return loginRedirect(args);
  return { user };
}

/** The locker comes later; for now the customer is greeted and shown their personal code. */
export function DashboardPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  if (data instanceof Response) return null;
  const { user } = data;
  return (
    <section className="container dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t("dashboard.greeting", { name: user.firstName })}</h1>
      <p className="lead">{t("dashboard.intro")}</p>
      <div className="card code-card">
        <span className="card-icon">
          <Icon name="tag" />
        </span>
        <div>
          <p className="code-card-label">{t("dashboard.codeLabel")}</p>
          <p className="code-card-value" dir="ltr">
            {user.addressHash}
          </p>
        </div>
      </div>
    </section>
  );
}

export { DashboardPage as Component };
