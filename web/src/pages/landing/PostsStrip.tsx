import { formatDate, isolateLtr } from "@ipf/shared/format";
import type { Post } from "@ipf/shared/schemas/posts";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useLoad } from "../../ui/useLoad";
import { postText, safeLink } from "./postsRules";
import "./posts.css";

/**
 * The live posts, in the customer's language: a strip of cards that scrolls
 * sideways (right to left in Arabic). Nothing shows while there is none, or
 * when they cannot be loaded: posts are extras, never in the way.
 */
export function PostsStrip({ place }: { place: "landing" | "locker" }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The client and its zod schemas load after the first paint: the landing page's first load stays within budget.
  const posts = useLoad(
    (signal) => import("../../api/posts").then(({ postsApi }) => postsApi.live(signal)).then((answer) => answer.posts),
    [],
  );
  const shown = posts.data ?? [];
  if (!shown.length) return null;
  const titleId = `posts-title-${place}`;

  const strip = (
    <div className={`posts posts-${place}`}>
      <h2 id={titleId} className="posts-title">
        {t("posts.title")}
      </h2>
      <ul className="posts-strip" aria-labelledby={titleId}>
        {shown.map((post: Post) => {
          const link = safeLink(post.website?.url);
          return (
            <li key={post._id} className="post-card" data-testid="post-card">
              {post.image && <img className="post-image" src={post.image} alt="" loading="lazy" />}
              <div className="post-body">
                <p className="post-tags">
                  <span className={`post-type post-type-${post.type.toLowerCase()}`}>
                    {t(`posts.types.${post.type}`)}
                  </span>
                  {post.type === "SALES" && post.discount !== null && (
                    <span className="post-discount">{t("posts.discount", { discount: post.discount })}</span>
                  )}
                </p>
                {/* Staff write the posts: shop and brand names stay as the shops spell them. */}
                <h3 className="post-heading" data-staff-text>
                  {postText(post.title, lang)}
                </h3>
                <p className="post-content" data-staff-text>
                  {postText(post.content, lang)}
                </p>
                <p className="post-meta">
                  {t("posts.until", { date: isolateLtr(formatDate(post.expiresAt)) })}
                  {link && (
                    <>
                      {" · "}
                      <a href={link} target="_blank" rel="noopener noreferrer" data-staff-text>
                        {post.website?.title || t("posts.more")}
                      </a>
                    </>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );

  if (place === "locker") return strip;
  return (
    <section className="section section-tight" aria-label={t("posts.title")}>
      <div className="container">{strip}</div>
    </section>
  );
}
