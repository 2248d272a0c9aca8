import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/Icon";

const POINTS = ["storage", "photos", "savings"] as const;

/** Why sign up, in three ticked points: under the hero, and beside the login and signup forms. */
export function HeroPoints() {
  const { t } = useTranslation();
  return (
    <ul className="hero-points">
      {POINTS.map((point) => (
        <li key={point}>
          <Icon name="check" />
          {t(`landing.hero.points.${point}`)}
        </li>
      ))}
    </ul>
  );
}
