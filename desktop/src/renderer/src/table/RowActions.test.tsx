// @vitest-environment jsdom
import { Button } from "@blueprintjs/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RowActions, type RowAction } from "./RowActions";

const onClick = () => undefined;

/** Blueprint's own small button for the same action, as the rows drew it before. */
const blueprint = (action: RowAction) => (
  <div className="ipf-row-actions">
    <Button
      size="small"
      icon={action.icon}
      intent={action.danger ? "danger" : action.intent}
      variant={action.danger ? "outlined" : undefined}
      text={action.iconOnly ? undefined : action.text}
      aria-label={action.iconOnly ? action.text : undefined}
      title={action.iconOnly ? action.text : undefined}
      disabled={action.disabled}
      loading={action.loading}
      onClick={onClick}
    />
  </div>
);

describe("RowActions", () => {
  it.each<[string, RowAction]>([
    ["a plain action", { icon: "eye-open", text: "Details", onClick }],
    ["an action with an intent", { icon: "tick", intent: "success", text: "Approve", onClick }],
    ["a destructive action", { icon: "cross", danger: true, text: "Cancel", onClick }],
    ["an icon alone", { icon: "edit", iconOnly: true, text: "Edit", onClick }],
    ["a disabled action", { icon: "tick", text: "Approve", disabled: true, onClick }],
    ["an action under way", { icon: "tick", text: "Approve", loading: true, onClick }],
  ])("draws %s as Blueprint's small button does", (_, action) => {
    expect(renderToStaticMarkup(<RowActions actions={[action]} />)).toBe(renderToStaticMarkup(blueprint(action)));
  });

  it("leaves out the actions the staff member may not take, and draws nothing for none", () => {
    const markup = renderToStaticMarkup(
      <RowActions actions={[false, { icon: "tick", text: "Approve", onClick }, null]} />,
    );
    expect(markup.match(/<button/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<RowActions actions={[false, undefined]} />)).toBe("");
  });
});
