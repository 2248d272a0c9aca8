import { Button, Classes, InputGroup, Tab, Tabs, Tag } from "@blueprintjs/core";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MAX_SEARCH_LENGTH } from "./rules";
import { countText, wholeNumber, type Count, type ListState } from "./useList";

/** The tabs' counts as round tags; one object, so that the tabs see nothing change on a page turn. */
const TAB_TAG = { round: true } as const;
/** The search's shortcut; one element, or the input measures it again on every page turn. */
const KEY_HINT = (
  <Tag minimal className="ipf-key-hint">
    /
  </Tag>
);

/** The tabs' id: Blueprint names each tab's title and panel after it. */
const TABS_ID = "list-tabs";

/** A tab's tag: the count the screen gives, else the list's own count of the tab. */
const tabCount = (given: number | undefined, counted: Count | undefined) =>
  given !== undefined ? wholeNumber(given) : counted && countText(counted);

/** The ids Blueprint gives a tab's title and the panel its `aria-controls` names (tabs/tabTitle.js). */
export function listTabIds(tab: string): { title: string; panel: string } {
  return { title: `${Classes.TAB}-title_${TABS_ID}_${tab}`, panel: `${Classes.TAB_PANEL}_${TABS_ID}_${tab}` };
}

/**
 * What the list's tabs show: the rows of the selected tab. Blueprint's tab
 * titles point at a panel (`aria-controls`) it draws only for tabs given a
 * `panel`; our tabs filter one table drawn below the toolbar, so that table
 * is the selected tab's panel, named by its title.
 */
export function ListTabPanel({ tab, children }: { tab: string | undefined; children: ReactNode }) {
  if (tab === undefined) return <>{children}</>;
  const ids = listTabIds(tab);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.title} className="ipf-list-panel">
      {children}
    </div>
  );
}

export interface ListTab<Tab extends string> {
  id: Tab;
  title: string;
  /** Rows in the tab, when the screen knows it. */
  count?: number;
}

/**
 * Tabs and the search of a list. The search runs on Enter or the Search
 * button; clearing it shows the whole list again. "/" anywhere outside a
 * field puts the cursor in the search.
 */
export function ListToolbar<Row, Tab extends string>(props: {
  list: ListState<Row, Tab>;
  tabs?: ListTab<Tab>[];
  searchPlaceholder: string;
}) {
  const { list, tabs, searchPlaceholder } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(list.params.q);
  const input = useRef<HTMLInputElement>(null);

  // Back and forward in the browser change the search in the URL: follow it.
  useEffect(() => setText(list.params.q), [list.params.q]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== "/" || target?.closest("input, textarea, select, [contenteditable], .bp6-dialog")) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === list.params.q) list.reload();
    else list.setSearch(text);
  };

  return (
    <div className="ipf-list-toolbar">
      {tabs ? (
        <Tabs
          id={TABS_ID}
          selectedTabId={list.params.tab}
          onChange={(tab) => list.setTab(tab as Tab)}
          className="ipf-list-tabs"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              id={tab.id}
              title={tab.title}
              // A string and a constant, not new objects: Blueprint's tabs measure the
              // selected tab, and its tag its text, whenever these change (README, speed).
              tagContent={tabCount(tab.count, list.counts[tab.id])}
              tagProps={TAB_TAG}
            />
          ))}
        </Tabs>
      ) : null}
      <form className="ipf-list-search" role="search" onSubmit={submit}>
        <InputGroup
          inputRef={input}
          type="search"
          leftIcon="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === "" && list.params.q !== "") list.setSearch("");
          }}
          rightElement={KEY_HINT}
        />
        <Button type="submit" icon="search" text={t("table.search")} />
      </form>
    </div>
  );
}
