import { Link } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { Icon } from "../../ui/Icon";

/** The band at the foot of a public page that asks a guest to sign up. */
export function SignupCallout({ id, title, text, cta }: { id: string; title: string; text: string; cta: string }) {
  const to = useLocalePath();
  return (
    <section className="section section-follow" aria-labelledby={id}>
      <div className="container">
        <div className="ready">
          <div>
            <h2 id={id}>{title}</h2>
            <p>{text}</p>
          </div>
          <Link to={to("signup")} className="btn btn-light btn-lg">
            {cta}
            <Icon name="arrow" flip />
          </Link>
        </div>
      </div>
    </section>
  );
}
