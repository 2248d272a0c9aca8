import { Callout, Card, type IconName } from "@blueprintjs/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import { ApiError } from "../api";
import { errorMessage } from "../i18n";
import { PageHeader } from "../shell/PageHeader";
import { onCtrlEnter } from "./shortcut";

/**
 * The state of a form on a page of its own (a password, a customer's
 * details): the react-hook-form form and the failure shown above its fields.
 */
export function usePageForm<Values extends FieldValues, Parsed = Values>(
  options: UseFormProps<Values, unknown, Parsed>,
) {
  const form = useForm<Values, unknown, Parsed>(options);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    form,
    failure,
    /**
     * Checks the values and sends them with `send`. A refusal of the API goes
     * to `refused` first, which puts its messages on the fields and answers
     * whether that says it all; otherwise the failure shows above the fields.
     */
    submit: (send: (values: Parsed) => Promise<void>, refused: (error: ApiError) => boolean) =>
      form.handleSubmit(async (values) => {
        setFailure(null);
        try {
          await send(values);
        } catch (error) {
          if (error instanceof ApiError && refused(error)) return;
          setFailure(errorMessage(error instanceof ApiError ? error.code : "INTERNAL"));
        }
      }),
  };
}

/**
 * A form on a page of its own: Ctrl+Enter (⌘+Enter on a Mac) sends it from
 * any field and Esc leaves when the page says where to; its intro, then the
 * failure of the last try, read out as it appears, above the fields.
 */
export function PageForm(props: {
  label: string;
  intro: string;
  introClassName: string;
  failure: string | null;
  onSubmit: (event?: FormEvent) => Promise<void>;
  onEscape?: () => void;
  children: ReactNode;
}) {
  const { onSubmit, onEscape } = props;
  const sendOnCtrlEnter = onCtrlEnter(() => void onSubmit());
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={props.label}
      onKeyDown={(event) => {
        sendOnCtrlEnter(event);
        if (event.key === "Escape") onEscape?.();
      }}
    >
      <p className={props.introClassName}>{props.intro}</p>
      {props.failure ? (
        <Callout intent="danger" icon="error" role="alert" className="ipf-form-error">
          {props.failure}
        </Callout>
      ) : null}
      {props.children}
    </form>
  );
}

/**
 * A page that is one form (a setting, a password): its header, then the
 * form in a card, named by the page's title; `after` follows the form in
 * the card (when it was changed last).
 */
export function FormPage(props: {
  icon: IconName;
  title: string;
  cardClassName: string;
  intro: string;
  introClassName: string;
  failure: string | null;
  onSubmit: (event?: FormEvent) => Promise<void>;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader icon={props.icon} title={props.title} />
      <Card className={props.cardClassName}>
        <PageForm
          label={props.title}
          intro={props.intro}
          introClassName={props.introClassName}
          failure={props.failure}
          onSubmit={props.onSubmit}
        >
          {props.children}
        </PageForm>
        {props.after}
      </Card>
    </>
  );
}
