import {
  getUserResponseSchema,
  tokenResponseSchema,
  type ConfirmOtpRequest,
  type LoginRequest,
  type RecoverPasswordRequest,
  type ResetPasswordRequest,
  type SignupRequest,
  type UpdateEmailRequest,
} from "@ipf/shared";
import { accountResponseSchema, confirmationStatusResponseSchema } from "@ipf/shared/schemas/accounts";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { request } from "./client";

/** Customer account calls (customer-area.md, section 7). */
export const usersApi = {
  login(body: LoginRequest, signal?: AbortSignal) {
    return request("/api/users/login", { method: "POST", body, signal, answer: tokenResponseSchema });
  },

  signup(body: SignupRequest, signal?: AbortSignal) {
    return request("/api/users/signup", { method: "POST", body, signal, answer: tokenResponseSchema });
  },

  /** The signed-in customer; the answer carries a refreshed token. */
  getUser(token: string, signal?: AbortSignal) {
    return request("/api/users/getuser", { token, signal, answer: getUserResponseSchema });
  },

  /** 404 when no account has this e-mail (the spec's 'Email was not found'). */
  recoverPassword(body: RecoverPasswordRequest, signal?: AbortSignal) {
    return request("/api/users/password/recover", { method: "POST", body, signal, answer: messageResponseSchema });
  },

  resetPassword(body: ResetPasswordRequest, signal?: AbortSignal) {
    return request("/api/users/password/reset", { method: "POST", body, signal, answer: messageResponseSchema });
  },

  confirmationStatus(token: string, signal?: AbortSignal) {
    return request("/api/users/confirmation-status", { token, signal, answer: confirmationStatusResponseSchema });
  },

  /** E-mails a new six-digit code (at most one a minute, a daily cap). */
  generateConfirmation(token: string, signal?: AbortSignal) {
    return request("/api/users/generate-confirmation", { token, signal, answer: messageResponseSchema });
  },

  confirmOtp(token: string, body: ConfirmOtpRequest, signal?: AbortSignal) {
    return request("/api/users/confirm-otp", { method: "POST", token, body, signal, answer: messageResponseSchema });
  },

  /** A new e-mail for an unconfirmed account; answers a fresh token and the customer. */
  updateEmail(token: string, body: UpdateEmailRequest, signal?: AbortSignal) {
    return request("/api/users/updateemail", { method: "PUT", token, body, signal, answer: accountResponseSchema });
  },
};
