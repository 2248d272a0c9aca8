import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isTestEnvironment, systemApi } from "../api/system";

/** Asked once per page load; a failed health check shows nothing rather than a wrong banner. */
let environment: Promise<string | null> | undefined;

function backendEnvironment(): Promise<string | null> {
  environment ??= systemApi.health().then(
    (health) => health.environment,
    () => null,
  );
  return environment;
}

/** 'Testing Website' across the top when the backend is a test environment. */
export function TestingBanner() {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    let live = true;
    void backendEnvironment().then((env) => live && setTesting(env !== null && isTestEnvironment(env)));
    return () => {
      live = false;
    };
  }, []);
  if (!testing) return null;
  return (
    <p className="testing-banner" role="note">
      {t("common.testingWebsite")}
    </p>
  );
}
