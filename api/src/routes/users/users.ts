import { z } from "zod";
import {
  DEFAULT_LANGUAGE,
  getUserResponseSchema,
  isLanguage,
  loginRequestSchema,
  signupRequestSchema,
  tokenResponseSchema,
  customerSchema,
} from "@ipf/shared";
import type { Api } from "../../lib/api.js";
import { currentCustomer, requireCustomer } from "../../lib/auth.js";
import { ApiError } from "../../lib/errors.js";
import { failureLimit, guarded, rateLimit } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentCustomer } from "../../presenters/customer.js";
import { logIn, signUp } from "../../services/customers.js";

const MESSAGES = {
  created: "Created Successfully",
  captcha: "Human verification failed, please try again.",
} as const;

const signupResponseSchema = tokenResponseSchema.extend({ message: z.string(), user: customerSchema });

export function registerUserAuthRoutes(api: Api, deps: Deps) {
  // Ten wrong passwords for one e-mail from one address, then a 15-minute wait.
  const loginFailures = failureLimit(deps.db, "login-failures", 10, 900);
  const captcha = (action: string) => async (token: string | undefined, ip: string) => {
    if (!(await deps.captcha.verify(token, action, ip))) {
      throw new ApiError(400, "CAPTCHA", MESSAGES.captcha, { captcha: "captchaFailed" });
    }
  };

  api.post(
    "/api/users/signup",
    {
      summary: "Create a customer account and sign it in",
      tags: ["customers"],
      schemas: { body: signupRequestSchema, response: signupResponseSchema },
      errors: [409, 429],
    },
    rateLimit(deps.db, { name: "signup", limit: 10, windowSeconds: 3600 }),
    async (ctx, { body }) => {
      await captcha("signup")(body.captcha, ctx.ip);
      const accepted = ctx.acceptsLanguages("ar", "en", "fr");
      const language = body.language ?? (isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE);
      const customer = await signUp(deps.db, deps.mailer, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        country: body.country,
        password: body.password,
        language,
      });
      void deps.mailer.flush().catch((error) => deps.log.warn({ err: error }, "mail flush failed"));
      ctx.status = 201;
      return {
        error: false as const,
        message: MESSAGES.created,
        token: deps.tokens.sign("customer", customer.id, customer.token_version),
        user: presentCustomer(customer),
      };
    },
  );

  api.post(
    "/api/users/login",
    {
      summary: "Sign a customer in",
      tags: ["customers"],
      schemas: { body: loginRequestSchema, response: tokenResponseSchema },
      errors: [401, 429],
    },
    rateLimit(deps.db, { name: "login", limit: 300, windowSeconds: 900 }),
    async (ctx, { body }) => {
      await captcha("login")(body.captcha, ctx.ip);
      const customer = await guarded(loginFailures, `${ctx.ip}:${body.email}`, ["INVALID_CREDENTIALS"], () =>
        logIn(deps.db, body.email, body.password),
      );
      return { error: false as const, token: deps.tokens.sign("customer", customer.id, customer.token_version) };
    },
  );

  api.get(
    "/api/users/getuser",
    {
      summary: "The signed-in customer, with a refreshed token",
      tags: ["customers"],
      auth: "customer",
      schemas: { response: getUserResponseSchema },
    },
    requireCustomer(deps),
    async (ctx) => {
      const customer = currentCustomer(ctx);
      return {
        error: false as const,
        user: presentCustomer(customer),
        token: deps.tokens.sign("customer", customer.id, customer.token_version),
      };
    },
  );
}
