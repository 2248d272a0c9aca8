import { COUNTRIES } from "@ipf/shared/data/countries";
import type { Shop, ShopCategory } from "@ipf/shared/schemas/shops";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { shopsApi } from "../../api/shops";
import { useLang, useLocalePath } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { CountryMark } from "../../ui/country/CountryPicker";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { PageHeader } from "../content/PageHeader";
import { categoryKey, DEFAULT_MARKET_COUNTRY, initialsOf, inkOn, MARKET_COUNTRIES, marketFilter } from "./marketRules";

type Load<T> = { kind: "loading" } | { kind: "ready"; value: T } | { kind: "failed"; error: unknown };

/**
 * The shop directory: partner shops by category and country, France by
 * default; each tile opens the shop in a new tab. The filter lives in the URL,
 * so a filtered list can be shared and reloaded.
 */
export function MarketPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const { errorText } = useMessages();
  const [params, setParams] = useSearchParams();
  const filter = marketFilter(params);
  const [categories, setCategories] = useState<ShopCategory[]>([]);
  const [shops, setShops] = useState<Load<Shop[]>>({ kind: "loading" });
  const countries = useMemo(
    () => MARKET_COUNTRIES.map((iso2) => COUNTRIES.find((country) => country.iso2 === iso2)!).filter(Boolean),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    shopsApi.categories(controller.signal).then(
      (answer) => setCategories(answer.categories),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setShops({ kind: "loading" });
    shopsApi.filter({ country: filter.country, category: filter.category || undefined }, controller.signal).then(
      (answer) => setShops({ kind: "ready", value: answer.shops }),
      (error: unknown) => !controller.signal.aborted && setShops({ kind: "failed", error }),
    );
    return () => controller.abort();
  }, [filter.country, filter.category]);

  const update = (next: { country?: string; category?: string }) => {
    const merged = { ...filter, ...next };
    const query = new URLSearchParams();
    if (merged.country !== DEFAULT_MARKET_COUNTRY) query.set("country", merged.country);
    if (merged.category) query.set("category", merged.category);
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const categoryName = (category: ShopCategory) => {
    const key = categoryKey(category.name);
    return key ? t(`market.categories.${key}`) : category.name;
  };

  return (
    <>
      <PageHeader title={t("pages.market")} lead={t("market.lead")} wide />
      <section className="section section-tight" aria-label={t("pages.market")}>
        <div className="container">
          <p className="alert alert-info market-buy-for-me">
            <Icon name="bag" />
            <span>
              {t("market.buyForMe.text")}{" "}
              <Link to={to("purchases")} className="text-link">
                {t("market.buyForMe.action")}
              </Link>
            </span>
          </p>
          <div className="market-filters">
            <div className="field">
              <label htmlFor="market-country">{t("market.country")}</label>
              <div className="input-box">
                <span className="input-flag" aria-hidden="true">
                  <CountryMark iso2={filter.country} />
                </span>
                <select
                  id="market-country"
                  value={filter.country}
                  onChange={(event) => update({ country: event.target.value })}
                >
                  {countries.map((country) => (
                    <option key={country.iso2} value={country.iso2}>
                      {country.names[lang]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <fieldset className="chip-filter">
              <legend>{t("market.category")}</legend>
              <label className={!filter.category ? "chip is-on" : "chip"}>
                <input
                  type="radio"
                  name="market-category"
                  value=""
                  checked={!filter.category}
                  onChange={() => update({ category: "" })}
                />
                {t("market.allCategories")}
              </label>
              {categories.map((category) => (
                <label key={category._id} className={filter.category === category._id ? "chip is-on" : "chip"}>
                  <input
                    type="radio"
                    name="market-category"
                    value={category._id}
                    checked={filter.category === category._id}
                    onChange={() => update({ category: category._id })}
                  />
                  {categoryName(category)}
                </label>
              ))}
            </fieldset>
          </div>

          <div aria-live="polite" aria-busy={shops.kind === "loading"}>
            {shops.kind === "failed" && <FormAlert>{errorText(shops.error)}</FormAlert>}
            {shops.kind === "ready" && shops.value.length === 0 && (
              <div className="calc-empty">
                <Icon name="store" />
                <p>{t("market.empty")}</p>
              </div>
            )}
            {shops.kind === "ready" && shops.value.length > 0 && (
              <>
                <p className="market-count">{t("market.count", { count: shops.value.length })}</p>
                <ul className="shop-grid">
                  {shops.value.map((shop) => (
                    <li key={shop._id}>
                      <a className="shop-tile" href={shop.link} target="_blank" rel="noopener noreferrer">
                        <span className="shop-mark" style={{ background: shop.color, color: inkOn(shop.color) }}>
                          {shop.image ? (
                            <img src={shop.image} alt="" width={64} height={64} loading="lazy" />
                          ) : (
                            <span aria-hidden="true">{initialsOf(shop.name)}</span>
                          )}
                        </span>
                        <span className="shop-name">{shop.name}</span>
                        <span className="shop-category">{categoryName(shop.category)}</span>
                        <span className="visually-hidden">{t("market.newTab")}</span>
                        <Icon name="external" className="shop-external" />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {shops.kind === "loading" && (
              <ul className="shop-grid" aria-hidden="true">
                {Array.from({ length: 8 }, (_, index) => (
                  <li key={index} className="shop-tile shop-skeleton" />
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

export { MarketPage as Component };
