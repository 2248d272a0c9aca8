import { Button, InputGroup, Tab, Tabs, Tag } from "@blueprintjs/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_SEARCH_LENGTH } from "./rules";
import type { ListState } from "./useList";

/** The tabs' counts as round tags; one object, so that the tabs see nothing change on a page turn. */
const TAB_TAG = { round: true } as const;
/** The search's shortcut; one element, or the input measures it again on every page turn. */
const KEY_HINT = (
  <Tag minimal className="ipf-key-hint">
    /
  </Tag>
);

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
          id="list-tabs"
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
              tagContent={(tab.count ?? list.counts[tab.id])?.toLocaleString("en-US")}
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
