import { useTranslation } from "react-i18next";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "../../api/client";
import { usersApi } from "../../api/users";
import { langOf, loginRedirect } from "../../app/loaders";
import { clearToken, getToken, setToken } from "../../auth/session";
import { localePath } from "../../app/language";
import { Icon } from "../../ui/Icon";

/** Loads the customer; a refused token is forgotten and the customer sent to login. */
export async function loader(args: LoaderFunctionArgs) {
  const token = getToken();
  if (!token) return loginRedirect(args);
  try {
    const answer = await usersApi.getUser(token, args.request.signal);
    setToken(answer.token);
    return { user: answer.user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      throw redirect(localePath(langOf(args.params), "login"));
    }
    throw error;
  }
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
