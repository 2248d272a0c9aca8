import {
  accountResponseSchema,
  confirmationStatusResponseSchema,
  emailConfirmedResponseSchema,
} from "../schemas/accounts.js";
import {
  confirmOtpRequestSchema,
  getUserResponseSchema,
  loginRequestSchema,
  recoverPasswordRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenResponseSchema,
  updateEmailRequestSchema,
} from "../schemas/auth.js";
import { messageResponseSchema } from "../schemas/common.js";
import { endpoints, sharing } from "./endpoint.js";

/**
 * Calls a customer makes before the address is confirmed: the one exemption
 * from the confirmation rule (see Access), besides reading one's account.
 */
const unconfirmed = { customer: true, unconfirmed: true } as const;

/** A customer's way in: sign-up, sign-in and out, password recovery and the e-mail address's confirmation. */
export const customerAuth = endpoints(
  "customerAuth",
  { tags: ["customers"] },
  {
    signUp: {
      method: "post",
      path: "/api/users/signup",
      summary: "Create a customer account and sign it in",
      schemas: { body: signupRequestSchema, response: signupResponseSchema },
      errors: [409, 429],
    },
    signIn: {
      method: "post",
      path: "/api/users/login",
      summary: "Sign a customer in",
      schemas: { body: loginRequestSchema, response: tokenResponseSchema },
      errors: [401, 429],
    },
    currentCustomer: {
      method: "get",
      path: "/api/users/getuser",
      summary: "The signed-in customer, with a refreshed token of the same session",
      // The site reads it to know where to send a customer whose e-mail address is not confirmed yet.
      auth: unconfirmed,
      schemas: { response: getUserResponseSchema },
    },
    signOut: {
      method: "post",
      path: "/api/users/logout",
      summary:
        "Sign out: the session of the bearer token (and of the session cookie) ends on every instance, " +
        "its sockets close, and the cookie is cleared. Public: a token already refused still clears the cookie",
      schemas: { response: messageResponseSchema },
    },
    requestPasswordReset: {
      method: "post",
      path: "/api/users/password/recover",
      summary:
        "E-mail a single-use password reset link, valid one hour, if an account has the address (at most five an hour; links sent stay valid). The answer is the same for every address",
      schemas: { body: recoverPasswordRequestSchema, response: messageResponseSchema },
      errors: [429],
    },
    resetPassword: {
      method: "post",
      path: "/api/users/password/reset",
      summary: "Set a new password with the token of a reset link; signs the customer in",
      schemas: { body: resetPasswordRequestSchema, response: accountResponseSchema },
      errors: [429],
    },
    ...sharing(
      { auth: unconfirmed },
      {
        confirmationStatus: {
          method: "get",
          path: "/api/users/confirmation-status",
          summary: "Whether the customer's e-mail is confirmed",
          schemas: { response: confirmationStatusResponseSchema },
        },
        sendConfirmationCode: {
          method: "get",
          path: "/api/users/generate-confirmation",
          summary: "E-mail a new six-digit code: one per 60 s, a daily cap ('Limit Exceeded'), 409 once confirmed",
          schemas: { response: messageResponseSchema },
          errors: [409, 429],
        },
        confirmEmail: {
          method: "post",
          path: "/api/users/confirm-otp",
          summary:
            "Confirm the e-mail with the code: 'Code expired' after 15 minutes, 'Invalid code', 5 tries per code",
          schemas: { body: confirmOtpRequestSchema, response: emailConfirmedResponseSchema },
          errors: [409, 429],
        },
        changeUnconfirmedEmail: {
          method: "put",
          path: "/api/users/updateemail",
          summary: "Change an unconfirmed e-mail (once per 2 minutes, not to one in use); answers a fresh token",
          schemas: { body: updateEmailRequestSchema, response: accountResponseSchema },
          errors: [409, 429],
        },
      },
    ),
  },
);
