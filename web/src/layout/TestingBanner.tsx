import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Asked once per page load; a failed health check shows nothing rather than
 * a wrong banner. The API client comes with the answer, after the first
 * paint: the public pages need none of it to show.
 */
let testing: Promise<boolean> | undefined;

function backendIsTesting(): Promise<boolean> {
  testing ??= import("../api/system").then(({ isTestEnvironment, systemApi }) =>
    systemApi.health().then(
      (health) => isTestEnvironment(health.environment),
      () => false,
    ),
  );
  return testing;
}

/** 'Testing Website' across the top when the backend is a test environment. */
export function TestingBanner() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void backendIsTesting().then((yes) => live && setShown(yes));
    return () => {
      live = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <p className="testing-banner" role="note">
      {t("common.testingWebsite")}
    </p>
  );
}
