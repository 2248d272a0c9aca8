// @vitest-environment jsdom
import { Button, type ButtonProps } from "@blueprintjs/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainButton, type PlainButtonProps } from "./PlainButton";
import { RowActions } from "./RowActions";

const onClick = () => undefined;

/** A drawing as its elements, their attributes in one order, and their text. */
function tree(markup: string): string {
  const body = new DOMParser().parseFromString(markup, "text/html").body;
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    const element = node as Element;
    const attributes = [...element.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort()
      .join(" ");
    return `<${element.localName} ${attributes}>${[...element.childNodes].map(walk).join("")}</${element.localName}>`;
  };
  return [...body.childNodes].map(walk).join("");
}

/** The same button from Blueprint's component. */
function blueprint(props: PlainButtonProps) {
  const { small, outlined, ...rest } = props;
  const own: ButtonProps = { ...rest, size: small ? "small" : undefined, variant: outlined ? "outlined" : undefined };
  return <Button {...own} />;
}

describe("PlainButton", () => {
  it.each<[string, PlainButtonProps]>([
    ["a row's plain action", { small: true, icon: "eye-open", text: "Details", onClick }],
    ["a row's action with an intent", { small: true, icon: "tick", intent: "success", text: "Approve", onClick }],
    ["a row's destructive action", { small: true, icon: "cross", intent: "danger", outlined: true, text: "Cancel" }],
    ["an icon alone, named", { small: true, icon: "edit", "aria-label": "Edit", title: "Edit", onClick }],
    ["a disabled action", { small: true, icon: "tick", text: "Approve", disabled: true, onClick }],
    ["an action under way", { small: true, icon: "tick", text: "Approve", loading: true, onClick }],
    ["the pager's arrow", { icon: "chevron-left", "aria-label": "Previous page", disabled: true, onClick }],
    ["the page shown", { text: 3, active: true, "aria-current": "page", "aria-label": "Page 3", onClick }],
    ["another page", { text: 4, "aria-label": "Page 4", onClick }],
    ["the pager's gap", { text: "…", disabled: true, "aria-hidden": true }],
  ])("draws %s as Blueprint's Button does", (_, props) => {
    expect(tree(renderToStaticMarkup(<PlainButton {...props} />))).toBe(tree(renderToStaticMarkup(blueprint(props))));
  });
});

describe("RowActions", () => {
  it("draws a destructive action red and outlined, and an icon-only action named by its text", () => {
    const markup = tree(
      renderToStaticMarkup(
        <RowActions
          actions={[
            { icon: "cross", danger: true, text: "Cancel", onClick },
            { icon: "edit", iconOnly: true, text: "Edit", onClick },
          ]}
        />,
      ),
    );
    expect(markup).toContain('class="bp6-button bp6-intent-danger bp6-small bp6-outlined"');
    expect(markup).toContain('aria-label="Edit"');
    expect(markup).toContain('title="Edit"');
  });

  it("leaves out the actions the staff member may not take, and draws nothing for none", () => {
    const markup = renderToStaticMarkup(
      <RowActions actions={[false, { icon: "tick", text: "Approve", onClick }, null]} />,
    );
    expect(markup.match(/<button/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<RowActions actions={[false, undefined]} />)).toBe("");
  });
});
